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
}
