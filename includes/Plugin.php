<?php
/**
 * The plugin's composition root.
 *
 * @package Vitrine
 */

namespace Vitrine;

use Vitrine\Blocks\Registry;
use Vitrine\Events\MetaBox;
use Vitrine\Events\PostType;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the plugin's parts into WordPress, once.
 */
final class Plugin {

	/**
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * @var bool
	 */
	private bool $booted = false;

	/**
	 * The one instance.
	 */
	public static function instance(): Plugin {
		return self::$instance ??= new Plugin();
	}

	/**
	 * Hooks everything in; calling it again does nothing.
	 */
	public function boot(): void {
		if ( $this->booted ) {
			return;
		}
		$this->booted = true;
		$assets       = new Assets( VITRINE_DIR, VITRINE_FILE );
		$registry     = new Registry( VITRINE_DIR . '/blocks', $assets );
		add_action( 'init', array( $assets, 'register' ), 5 );
		add_action( 'init', array( $registry, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $assets, 'enqueue_editor' ) );
		add_filter( 'block_categories_all', array( $registry, 'add_category' ) );
		// The built-in store (issue 4): its post types and tables.
		add_action( 'init', array( Store\ProductRepository::class, 'register_post_types' ) );
		add_action( 'init', array( Store\Database::class, 'maybe_install' ), 1 );
		add_action( 'wp_login', array( Store\Stores::class, 'merge_cart_on_login' ), 10, 2 );
		add_action( 'wp_loaded', array( Store\ShopAjax::class, 'dispatch' ) );
		Shop\ProductPages::hook();
		// Customer account, memberships on payment, manual renewal, admin orders.
		add_action( 'init', array( Store\RenewalRepository::class, 'maybe_install' ), 1 );
		register_activation_hook( VITRINE_FILE, array( Account\AccountRoutes::class, 'reset_rules' ) );
		Account\AccountRoutes::hook();
		Account\MembershipGrants::hook();
		Account\Customers::hook();
		// Login stays in the shop (issue 16, item 5).
		Account\LoginForms::hook();
		Account\LoginRedirect::hook();
		Account\PasswordLinks::hook();
		Account\RenewalCron::hook();
		( new Admin\OrdersPage() )->register();
		( new Admin\ShopSettingsPage() )->register();
		Memberships\Module::boot();
		Shop\Module::boot();
		( new Admin\ProviderSettingsPage() )->register();
		( new PostType() )->hook();
		( new MetaBox() )->hook();
		// Event pages and their calendar files (issue 16, item 4).
		Events\EventPages::hook();
		// Products in the admin (issue 4): the product data box and list columns.
		( new Admin\ProductDataBox( $assets ) )->hook();
		( new Admin\ProductColumns() )->hook();
		// §3.11 object in pages that announce a payment context (§2.4).
		Provider\PageConfig::boot();
		// The paying core (issue 11): payment endpoints and the provider's webhook.
		Payment\Module::boot();
	}
}
