<?php
/**
 * The set-up shared by the free-trial tests: a customer with a trial in her cart.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Provider\Settings;
use Vitrine\Store\Product;

/**
 * Needs a PaymentTestCase (shop, StoreFixtures' monthly_trial_plan()) and
 * RenewalFixtures (renewal_customer()).
 * Vaulting on; a logged-in customer with a 14-day trial (no sign-up fee)
 * in her cart.
 */
trait FreeTrialCart {

	private int $user = 0;

	private string $session = '';

	/**
	 * Vaulting on; the customer logged in with the trial in her cart.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Settings::OPTION, array_merge( Settings::get(), array( 'vaulting' => true ) ) );
		$this->user    = self::renewal_customer();
		$this->session = 'user:' . $this->user;
		wp_set_current_user( $this->user );
		$this->shop->add_to_cart(
			$this->session,
			array(
				'id'       => $this->trial_product()->id,
				'quantity' => 1,
			),
			$this->user
		);
	}

	/**
	 * 29,90 € a month after 14 free days, no fee, not shipped.
	 */
	private function trial_product(): Product {
		return $this->shop->create_product(
			array(
				'type'           => 'subscription',
				'name'           => 'Probeabo',
				'price'          => 2990,
				'needs_shipping' => false,
				'plan'           => self::monthly_trial_plan(),
			)
		);
	}
}
