<?php
/**
 * Base of the vault tests: users, setup tokens approved at the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Vault;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Services;
use Vitrine\Tests\Payment\PaymentTestCase;

require_once dirname( __DIR__ ) . '/PaymentTestCase.php';

/**
 * Saved methods against the emulator's Vault v3.
 */
abstract class VaultTestCase extends PaymentTestCase {

	/** The emulator's approved test card. */
	protected const CARD = '4111111111111111';

	/**
	 * The paid-order listener of vault_services(), while hooked.
	 *
	 * @var \Closure|null
	 */
	private ?\Closure $listener = null;

	/**
	 * Services whose paid-order listener (save at checkout) is hooked
	 * instead of the plugin's, with vaulting on; tearDown() puts the
	 * plugin's back.
	 */
	protected function vault_services(): Services {
		update_option( \Vitrine\Provider\Settings::OPTION, array_merge( \Vitrine\Provider\Settings::get(), array( 'vaulting' => true ) ) );
		remove_action( 'vitrine_order_status_changed', array( \Vitrine\Payment\Module::class, 'save_paid_method' ), 10 );
		$services       = $this->services();
		$this->listener = static function ( $order, $from, $to ) use ( $services ): void {
			$services->checkout_vault->on_status_changed( $order, (string) $from, (string) $to );
		};
		add_action( 'vitrine_order_status_changed', $this->listener, 10, 3 );
		return $services;
	}

	/**
	 * Puts the plugin's paid-order listener back.
	 */
	protected function tearDown(): void {
		if ( $this->listener ) {
			remove_action( 'vitrine_order_status_changed', $this->listener, 10 );
			add_action( 'vitrine_order_status_changed', array( \Vitrine\Payment\Module::class, 'save_paid_method' ), 10, 3 );
			$this->listener = null;
		}
		parent::tearDown();
	}

	/**
	 * A customer account (not logged in).
	 *
	 * @param string $name Login prefix.
	 */
	protected function customer( string $name = 'kundin' ): int {
		$login = $name . '_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password( 24 ),
				'user_email' => $login . '@vitrine.test',
				'role'       => 'customer',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * A logged-in user as caller.
	 *
	 * @param int $user_id User.
	 */
	protected static function as_user( int $user_id ): Caller {
		return new Caller( $user_id, 'user:' . $user_id );
	}

	/**
	 * A card setup token started by the user (or guest session) and approved
	 * with a card, as the card fields would.
	 *
	 * @param Services $services Services.
	 * @param int      $user_id  User (0: the test's guest).
	 * @param string   $expiry   YYYY-MM.
	 */
	protected function approved_setup_token( Services $services, int $user_id, string $expiry = '2031-08' ): string {
		$started = $services->saved_methods->start( $user_id, $user_id > 0 ? 'user:' . $user_id : self::GUEST, 'card', 'SCA_WHEN_REQUIRED' );
		$this->control(
			'POST',
			'setup-tokens/' . $started['id'] . '/approve',
			array(
				'card_number' => self::CARD,
				'expiry'      => $expiry,
			)
		);
		return $started['id'];
	}

	/**
	 * The card fields hand a card to the provider order (as the SDK's frames do).
	 *
	 * @param string      $provider_order Provider order id.
	 * @param string|null $verification   3-D Secure method the fields send (null: none).
	 */
	protected function card_fields_submit( string $provider_order, ?string $verification = null ): void {
		$response = wp_remote_post(
			$this->emulator . '/sdk/orders/' . $provider_order . '/card',
			array(
				'headers' => array( 'Content-Type' => 'application/json' ),
				'body'    => wp_json_encode(
					array(
						'number'       => self::CARD,
						'expiry'       => '2031-08',
						'verification' => $verification,
					)
				),
			)
		);
		$this->assertSame( 200, wp_remote_retrieve_response_code( $response ), wp_remote_retrieve_body( $response ) );
	}
}
