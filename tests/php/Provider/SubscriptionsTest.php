<?php
/**
 * Contract tests of the minimal Subscriptions v1 through our client.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Provider;

use Vitrine\Provider\ApiError;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Subscriptions;

require_once __DIR__ . '/EmulatorTestCase.php';

/**
 * @covers \Vitrine\Provider\Subscriptions
 */
final class SubscriptionsTest extends EmulatorTestCase {

	/**
	 * A monthly plan of 9,90 €.
	 *
	 * @return array<string, mixed>
	 */
	private static function plan_body(): array {
		return array(
			'product_id'          => 'PROD-VITRINE-7',
			'name'                => 'Kaffee-Abo',
			'billing_cycles'      => array(
				array(
					'frequency'      => array(
						'interval_unit'  => 'MONTH',
						'interval_count' => 1,
					),
					'tenure_type'    => 'REGULAR',
					'sequence'       => 1,
					'total_cycles'   => 0,
					'pricing_scheme' => array(
						'fixed_price' => array(
							'value'         => '9.90',
							'currency_code' => 'EUR',
						),
					),
				),
			),
			'payment_preferences' => array( 'auto_bill_outstanding' => true ),
		);
	}

	public function test_plan_then_subscription_pending_until_approved_then_cancelled(): void {
		$subscriptions = new Subscriptions( $this->client() );
		$plan          = $subscriptions->create_plan( self::plan_body(), RequestId::for( 'create-plan', 7, 1 ) );
		$this->assertStringStartsWith( 'P-', $plan['id'] );
		$this->assertSame( 'ACTIVE', $subscriptions->plan( $plan['id'] )['status'] );

		$created = $subscriptions->create(
			array(
				'plan_id'   => $plan['id'],
				'custom_id' => '4001',
			),
			RequestId::for( 'create-subscription', 4001, 1 )
		);
		$this->assertSame( 'APPROVAL_PENDING', $created['status'] );
		$this->assertContains( 'approve', array_column( $created['links'], 'rel' ) );

		$this->control( 'POST', 'subscriptions/' . $created['id'] . '/approve' );
		$this->assertSame( 'ACTIVE', $subscriptions->get( $created['id'] )['status'] );

		$subscriptions->cancel( $created['id'], 'Kunde hat gekündigt', RequestId::for( 'cancel-subscription', 4001, 1 ) );
		$this->assertSame( 'CANCELLED', $subscriptions->get( $created['id'] )['status'] );

		try {
			$subscriptions->activate( $created['id'], 'wieder da', RequestId::for( 'activate-subscription', 4001, 1 ) );
			$this->fail( 'A cancelled subscription cannot be activated.' );
		} catch ( ApiError $error ) {
			$this->assertSame( 422, $error->status );
			$this->assertSame( 'SUBSCRIPTION_STATUS_INVALID', $error->issue() );
		}
	}
}
