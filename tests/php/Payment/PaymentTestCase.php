<?php
/**
 * Base class of the payment layer's tests against the emulator.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\EndpointError;
use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Payment\Endpoints\ApproveOrder;
use Vitrine\Payment\Endpoints\CreateOrder;
use Vitrine\Payment\Module;
use Vitrine\Payment\Services;
use Vitrine\Provider\Client;
use Vitrine\Provider\Credentials;
use Vitrine\Provider\RequestId;
use Vitrine\Provider\Subscriptions;
use Vitrine\Store\DatabaseStore;
use Vitrine\Store\Order;
use Vitrine\Tests\Provider\EmulatorTestCase;
use Vitrine\Tests\StoreFixtures;

require_once dirname( __DIR__ ) . '/Provider/EmulatorTestCase.php';
require_once dirname( __DIR__ ) . '/StoreFixtures.php';

/**
 * A store, the payment services around a client of the test emulator, the
 * endpoints called directly (the Router's nonce and schema are its own
 * tests), and a guest's cart with a shipped mug.
 */
abstract class PaymentTestCase extends EmulatorTestCase {

	use StoreFixtures;

	protected const GUEST = 'guest:paymenttestsessionabcdefghijklmnop';

	protected DatabaseStore $shop;

	/**
	 * Fresh store per test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->shop = $this->store();
	}

	/**
	 * Payment services over the emulator.
	 *
	 * @param int    $attempts Attempts per provider call (1: no retry of a lost answer).
	 * @param string $intent   capture or authorize.
	 */
	protected function services( int $attempts = 3, string $intent = 'capture' ): Services {
		$client = new Client( Credentials::for_environment( Credentials::EMULATOR, 'emulator-client', 'emulator-secret', $this->emulator ), 1.0, $attempts, 0.01, static function (): void {} );
		return new Services( $this->shop, $client, $intent, 'WH1SHOP' );
	}

	/**
	 * The guest's cart: 2 mugs of 19,90 € with standard shipping.
	 */
	protected function fill_cart(): void {
		$mug = $this->simple( 1990 );
		$this->shop->add_to_cart( self::GUEST, array( 'id' => $mug->id, 'quantity' => 2 ) );
	}

	/**
	 * The guest as caller.
	 */
	protected static function guest(): Caller {
		return new Caller( 0, self::GUEST );
	}

	/**
	 * create_order for the guest's cart.
	 *
	 * @param Services             $services Services.
	 * @param array<string, mixed> $input    Body.
	 * @return array{id: string, custom_id: string}
	 */
	protected function create( Services $services, array $input = array() ): array {
		return ( new CreateOrder( $services->store, $services->provider_orders ) )->handle( $input + array( 'context' => 'product' ), self::guest() );
	}

	/**
	 * approve_order.
	 *
	 * @param Services $services          Services.
	 * @param string   $provider_order_id Provider order ID.
	 * @return array{order_received_url: string}
	 */
	protected function approve_order( Services $services, string $provider_order_id ): array {
		return ( new ApproveOrder( $services->store, $services->capture ) )->handle(
			array(
				'order_id'       => $provider_order_id,
				'funding_source' => 'paypal',
			),
			self::guest()
		);
	}

	/**
	 * The refusal a call throws.
	 *
	 * @param callable $call Call.
	 */
	protected function refusal( callable $call ): EndpointError {
		try {
			$call();
		} catch ( EndpointError $error ) {
			return $error;
		}
		$this->fail( 'The call was not refused.' );
	}

	/**
	 * Our order behind a create_order answer.
	 *
	 * @param array{id: string, custom_id: string} $created Answer.
	 */
	protected function order( array $created ): Order {
		return $this->shop->order( (int) $created['custom_id'] );
	}

	/**
	 * Captures the emulator holds for a provider order.
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @return array<int, array<string, mixed>>
	 */
	protected function provider_captures( string $provider_order_id ): array {
		$order = $this->control( 'GET', 'orders/' . $provider_order_id );
		return (array) ( $order['purchase_units'][0]['payments']['captures'] ?? array() );
	}

	/**
	 * Capture calls the emulator processed (not answered from its replay store).
	 *
	 * @param string $provider_order_id Provider order ID.
	 * @return array<int, array<string, mixed>>
	 */
	protected function processed_captures( string $provider_order_id ): array {
		return array_values(
			array_filter(
				$this->calls( '/v2/checkout/orders/' . $provider_order_id . '/capture' ),
				static fn( array $call ): bool => empty( $call['replayed'] ) && 201 === ( $call['status'] ?? 0 )
			)
		);
	}

	/**
	 * The Router with the payment endpoints over these services, as
	 * `/?wc-ajax=` serves them.
	 *
	 * @param Services    $services Services.
	 * @param Caller|null $caller   Who asks (the guest by default).
	 */
	protected function payment_router( Services $services, ?Caller $caller = null ): Router {
		$endpoints = array();
		foreach ( Module::payment_endpoints( $services ) as $endpoint ) {
			$endpoints[ $endpoint->name() ] = $endpoint;
		}
		$caller ??= self::guest();
		return new Router( $endpoints, static fn( bool $start ): Caller => $caller );
	}

	/**
	 * A JSON POST through the Router, with the endpoint's nonce unless the
	 * body brings a `nonce` (null: none at all).
	 *
	 * @param Services             $services Services.
	 * @param string               $name     Endpoint.
	 * @param array<string, mixed> $body     Body.
	 * @param Caller|null          $caller   Who asks.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	protected function post( Services $services, string $name, array $body, ?Caller $caller = null ): array {
		if ( ! array_key_exists( 'nonce', $body ) ) {
			$body['nonce'] = Router::nonce( $name );
		} elseif ( null === $body['nonce'] ) {
			unset( $body['nonce'] );
		}
		return $this->payment_router( $services, $caller )->answer( Request::json( $name, $body ) );
	}

	/**
	 * A provider subscription the payer approved.
	 */
	protected function approved_subscription(): string {
		$subscriptions = new Subscriptions( $this->client() );
		$plan          = $subscriptions->create_plan(
			array(
				'product_id'     => 'PROD-VITRINE-8',
				'name'           => 'Newsletter',
				'billing_cycles' => array(
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
								'value'         => '3.00',
								'currency_code' => 'EUR',
							),
						),
					),
				),
				'payment_preferences' => array( 'auto_bill_outstanding' => true ),
			),
			RequestId::for( 'create-plan', 'news', 1 )
		);
		$created = $subscriptions->create( array( 'plan_id' => $plan['id'] ), RequestId::for( 'create-subscription', 'news', 1 ) );
		$this->control( 'POST', 'subscriptions/' . $created['id'] . '/approve' );
		return (string) $created['id'];
	}
}
