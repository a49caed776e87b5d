<?php
/**
 * The automatic renewal job on a given day, and a provider that declines
 * its charges: shared by the renewal tests.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment\Subscriptions;

use Vitrine\Payment\Subscriptions\Renewals;

/**
 * Needs a PaymentTestCase (shop, store(), services(), fault()).
 */
trait RenewalJob {

	/**
	 * The automatic renewals of a store that thinks today is `$day`.
	 *
	 * @param string $day Y-m-d.
	 */
	private function renewals_on( string $day ): Renewals {
		$this->shop = $this->store( $day );
		$services   = $this->services( 1 );
		return new Renewals( $services->store, $services->orders, $services->capture );
	}

	/**
	 * The provider declines the saved card's charges.
	 */
	private function decline_charges(): void {
		$this->fault(
			array(
				'kind'   => 'issue',
				'status' => 422,
				'issue'  => 'INSTRUMENT_DECLINED',
				'method' => 'POST',
				'path'   => '/v2/checkout/orders/',
			)
		);
	}
}
