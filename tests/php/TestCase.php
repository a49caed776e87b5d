<?php
/**
 * Base class of the Vitrine PHP tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests;

use PHPUnit\Framework\TestCase as PHPUnitTestCase;
use RuntimeException;
use WP_Block_Type;
use WP_Block_Type_Registry;
use WP_Post;

/**
 * Runs each test inside a database transaction that is rolled back
 * afterwards, with no user logged in and WordPress' hooks restored.
 *
 * Transactions on the SQLite database integration (the site's default):
 * `START TRANSACTION` and `ROLLBACK` sent through `$wpdb->query()` are
 * honoured by its MySQL-on-SQLite driver (BEGIN IMMEDIATE / ROLLBACK in
 * SQLite, which also undoes CREATE/ALTER TABLE). One difference from MySQL:
 * any failing query (say a duplicate key) makes the driver roll back the
 * whole open transaction, so every write after it would be committed for
 * good. The test case therefore watches the driver's transaction state and
 * stops the test at the next query once the transaction is gone, instead of
 * letting that test write to the site for real.
 *
 * On MariaDB (WP_DB=mariadb) InnoDB keeps the transaction across ordinary
 * errors, but DDL statements (CREATE TABLE, ALTER TABLE…) commit implicitly.
 */
abstract class TestCase extends PHPUnitTestCase {

	/**
	 * Provider settings that connect (Provider\Connection): an environment
	 * and its credentials. A fresh install has none, so its provider
	 * methods are not offered; tests of those methods start from these.
	 */
	public const CONNECTED = array(
		'environment'   => 'emulator',
		'client_id'     => 'test-client',
		'client_secret' => 'test-secret',
	);

	/** A valid IBAN: the bank transfer is offered only with one. */
	public const IBAN = 'DE89370400440532013000';

	/**
	 * Whether this test's transaction is open.
	 *
	 * @var bool
	 */
	private bool $in_transaction = false;

	/**
	 * Copy of `$wp_filter` taken before the test.
	 *
	 * @var array<string, \WP_Hook>
	 */
	private array $hooks = array();

	/**
	 * Copy of `$wp_actions` taken before the test.
	 *
	 * @var array<string, int>
	 */
	private array $actions = array();

	/**
	 * The script queue before the test.
	 *
	 * @var string[]
	 */
	private array $script_queue = array();

	/**
	 * Opens the transaction, logs out and remembers the hooks.
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;

		$this->hooks = array();
		foreach ( $GLOBALS['wp_filter'] as $hook_name => $hook ) {
			$this->hooks[ $hook_name ] = clone $hook;
		}
		$this->actions = $GLOBALS['wp_actions'];
		// Rendering a page enqueues scripts (the payment script where a payment context fires).
		$this->script_queue = wp_scripts()->queue;

		$wpdb->suppress_errors( false );
		if ( false === $wpdb->query( 'START TRANSACTION' ) ) {
			$this->fail( 'START TRANSACTION failed: ' . $wpdb->last_error );
		}
		if ( false === self::driver_in_transaction() ) {
			$this->fail( 'The database driver did not open a transaction for START TRANSACTION.' );
		}
		$this->in_transaction = true;
		add_filter( 'query', array( $this, 'guard_transaction' ), PHP_INT_MIN );

		wp_cache_flush();
		wp_set_current_user( 0 );
		// Each test is a new page: no payment wrapper printed yet.
		\Vitrine\Blocks\PaymentWrappers::booted()->reset();
	}

	/**
	 * Rolls the database back and restores users, hooks and caches.
	 */
	protected function tearDown(): void {
		global $wpdb;

		remove_filter( 'query', array( $this, 'guard_transaction' ), PHP_INT_MIN );
		if ( $this->in_transaction ) {
			$this->in_transaction = false;
			$wpdb->query( 'ROLLBACK' );
		}

		$GLOBALS['wp_filter']  = $this->hooks;
		$GLOBALS['wp_actions'] = $this->actions;
		$this->hooks           = array();
		wp_scripts()->queue    = $this->script_queue;

		wp_cache_flush();
		wp_set_current_user( 0 );
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * `query` filter: refuses any query once the test's transaction has been
	 * ended by someone else (see the class comment), so that nothing gets
	 * committed by accident.
	 *
	 * @param string $query SQL about to run.
	 * @return string The same SQL.
	 * @throws RuntimeException When the transaction is gone.
	 */
	public function guard_transaction( $query ) {
		if ( $this->in_transaction && false === self::driver_in_transaction() ) {
			$this->in_transaction = false;
			throw new RuntimeException(
				'The test\'s database transaction was ended (on SQLite a failing query rolls it back); refusing to run further queries outside it: ' . $query
			);
		}
		return $query;
	}

	/**
	 * Whether the database driver has an open transaction, if it can tell.
	 *
	 * @return bool|null Null when the driver (mysqli) cannot tell.
	 */
	protected static function driver_in_transaction(): ?bool {
		global $wpdb;
		if ( is_object( $wpdb->dbh ) && method_exists( $wpdb->dbh, 'inTransaction' ) ) {
			return (bool) $wpdb->dbh->inTransaction();
		}
		return null;
	}

	/**
	 * The plugin's folder in this checkout, without trailing slash.
	 *
	 * @return string
	 */
	protected static function plugin_dir(): string {
		return dirname( __DIR__, 2 );
	}

	/**
	 * The five blocks of the design card, by name.
	 *
	 * @return array<string, string> Block name => folder below blocks/ and build/.
	 */
	public static function block_names(): array {
		return array(
			'vitrine/events-slider'              => 'events-slider',
			'vitrine/members-directory'          => 'members-directory',
			'vitrine/subscription-first-payment' => 'subscription-first-payment',
			'vitrine/payment-buttons'            => 'payment-buttons',
			'vitrine/paylater-messages'          => 'paylater-messages',
			'vitrine/product-price'              => 'product-price',
			'vitrine/add-to-cart-form'           => 'add-to-cart-form',
			'vitrine/cart'                       => 'cart',
			'vitrine/mini-cart'                  => 'mini-cart',
			'vitrine/checkout'                   => 'checkout',
			'vitrine/event-details'              => 'event-details',
			'vitrine/events-list'                => 'events-list',
			'vitrine/product-image'              => 'product-image',
			'vitrine/product-button'             => 'product-button',
			'vitrine/product-gallery'            => 'product-gallery',
		);
	}

	/**
	 * Data provider shape of block_names(): one row per block.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function blocks(): array {
		$rows = array();
		foreach ( self::block_names() as $name => $folder ) {
			$rows[ $name ] = array( $name, $folder );
		}
		return $rows;
	}

	/**
	 * A registered block type; fails the test if there is none.
	 *
	 * @param string $name Block name.
	 * @return WP_Block_Type
	 */
	protected function block_type( string $name ): WP_Block_Type {
		$type = WP_Block_Type_Registry::get_instance()->get_registered( $name );
		$this->assertInstanceOf( WP_Block_Type::class, $type, "Block {$name} is not registered." );
		return $type;
	}

	/**
	 * Inserts a post (rolled back after the test).
	 *
	 * @param array<string, mixed> $args Arguments for wp_insert_post().
	 * @return WP_Post
	 */
	protected function create_post( array $args = array() ): WP_Post {
		$id = wp_insert_post(
			wp_slash(
				array_merge(
					array(
						'post_title'   => 'Vitrine test post',
						'post_content' => '',
						'post_status'  => 'publish',
						'post_type'    => 'post',
					),
					$args
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			$this->fail( 'wp_insert_post() failed: ' . $id->get_error_message() );
		}
		return get_post( $id );
	}

	/**
	 * Inserts a user with a role and logs them in (both undone after the test).
	 *
	 * @param string $role Role name.
	 * @return int User ID.
	 */
	protected function log_in_as( string $role ): int {
		$login = 'vitrine_' . $role . '_' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password( 24 ),
				'user_email' => $login . '@vitrine.test',
				'role'       => $role,
			)
		);
		if ( is_wp_error( $id ) ) {
			$this->fail( 'wp_insert_user() failed: ' . $id->get_error_message() );
		}
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * An admin-post.php form handler run with a POST, wp_die() turned into
	 * an exception.
	 *
	 * @param callable              $handle The handler.
	 * @param array<string, string> $post   Posted fields.
	 * @return string What stopped it: "die {status}: {message}", or "no stop".
	 */
	protected function post_admin_form( callable $handle, array $post ): string {
		$_POST = $post;
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title, $args ): void {
				throw new \RuntimeException( 'die ' . ( is_array( $args ) ? (int) ( $args['response'] ?? 0 ) : 0 ) . ': ' . ( is_string( $message ) ? $message : '' ) );
			}
		);
		try {
			$handle();
		} catch ( \RuntimeException $stop ) {
			return $stop->getMessage();
		} finally {
			$_POST = array();
		}
		return 'no stop';
	}
}
