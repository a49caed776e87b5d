<?php
/**
 * §7.2 "Shipping changes inside the wallet pop-up": the cart, the option
 * change and the address change, as REST routes under vitrine/v1.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Shipping;

use Vitrine\Store\CartSession;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /cart`, `POST /cart/select-shipping-rate` `{rate_id}` and
 * `POST /cart/update-customer` `{shipping_address}`, called by the §4.8
 * callbacks while the pop-up is open. Each checks first the `Nonce` header
 * (a nonce of the shopper's session: 401 when missing, 403 when stale),
 * then the body against its schema (400), then the store's rules (400 for a
 * rate that does not exist or a country the shop does not deliver to, so
 * the page rejects the pop-up's change); every refusal is German JSON.
 *
 * The shopper's own cart, open to guests by design (§6): the nonce ties the
 * call to the user's login session, as the shop's other endpoints do.
 * After a change the page calls update_shipping, which moves the provider
 * order to the cart's new total.
 */
final class Routes {

	public const NAMESPACE       = 'vitrine/v1';
	public const CART            = '/cart';
	public const SELECT_RATE     = '/cart/select-shipping-rate';
	public const UPDATE_CUSTOMER = '/cart/update-customer';
	public const NONCE_ACTION    = 'vitrine_store_api';
	public const NONCE_HEADER    = 'Nonce';

	/**
	 * @param \Closure(): Store       $store   The shop, built when a call arrives.
	 * @param \Closure(): string|null $session The caller's cart session key (null: none).
	 */
	public function __construct( private readonly \Closure $store, private readonly \Closure $session ) {}

	/**
	 * Hooks in.
	 */
	public static function boot(): void {
		$routes = new self( static fn(): Store => Stores::get(), static fn(): ?string => CartSession::current() );
		add_action( 'rest_api_init', array( $routes, 'register' ) );
		add_filter( 'rest_authentication_errors', array( self::class, 'keep_login' ), 90 );
	}

	/**
	 * The nonce the page sends in the `Nonce` header.
	 */
	public static function nonce(): string {
		return wp_create_nonce( self::NONCE_ACTION );
	}

	/**
	 * `rest_api_init`: registers the three routes.
	 */
	public function register(): void {
		$routes = array(
			self::CART            => array( 'GET', 'cart' ),
			self::SELECT_RATE     => array( 'POST', 'select_rate' ),
			self::UPDATE_CUSTOMER => array( 'POST', 'update_customer' ),
		);
		foreach ( $routes as $route => [ $method, $callback ] ) {
			register_rest_route(
				self::NAMESPACE,
				$route,
				array(
					'methods'             => $method,
					'callback'            => array( $this, $callback ),
					'permission_callback' => array( $this, 'permission' ),
				)
			);
		}
	}

	/**
	 * `rest_authentication_errors`: WordPress drops a logged-in cookie from a
	 * REST call without X-WP-Nonce (its CSRF guard). These routes carry
	 * their own nonce in the `Nonce` header (checked in permission()), so
	 * the customer stays logged in and reaches her own cart.
	 *
	 * @param mixed $result Result so far.
	 * @return mixed
	 */
	public static function keep_login( $result ) {
		if ( null !== $result ) {
			return $result;
		}
		$route = isset( $GLOBALS['wp']->query_vars['rest_route'] ) ? (string) $GLOBALS['wp']->query_vars['rest_route'] : '';
		$ours  = '/' . self::NAMESPACE . self::CART;
		return $route === $ours || str_starts_with( $route, $ours . '/' ) ? true : $result;
	}

	/**
	 * The `Nonce` header first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ) {
		$nonce = (string) $request->get_header( self::NONCE_HEADER );
		if ( '' === $nonce ) {
			return self::error( 'vitrine_missing_nonce', __( 'The request is missing its security token.', 'vitrine' ), 401 );
		}
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return self::error( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page.', 'vitrine' ), 403 );
		}
		return true;
	}

	/**
	 * GET /cart: the cart's shipping address, rates and totals.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function cart( WP_REST_Request $request ): WP_REST_Response { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- the REST callback signature.
		return $this->answer( (string) ( ( $this->session )() ?? '' ) );
	}

	/**
	 * POST /cart/select-shipping-rate `{rate_id}`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function select_rate( WP_REST_Request $request ) {
		$body = self::body(
			$request,
			array(
				'rate_id' => array(
					'type'      => 'string',
					'minLength' => 1,
					'maxLength' => 64,
				),
			)
		);
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		return $this->change(
			static function ( Store $store, string $session ) use ( $body ): void {
				$store->choose_shipping_rate( $session, (string) $body['rate_id'] );
			}
		);
	}

	/**
	 * POST /cart/update-customer `{shipping_address: {…}}`.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_customer( WP_REST_Request $request ) {
		$body = self::body( $request, array( 'shipping_address' => AddressChange::schema() ) );
		if ( is_wp_error( $body ) ) {
			return $body;
		}
		// WordPress' schema takes any array as an object; a list is no address.
		if ( is_array( $body['shipping_address'] ) && array() !== $body['shipping_address'] && array_is_list( $body['shipping_address'] ) ) {
			return self::error( 'vitrine_invalid_request', __( 'The request could not be read. Please reload the page and try again.', 'vitrine' ) );
		}
		return $this->change(
			static function ( Store $store, string $session ) use ( $body ): void {
				// §4.8: the address picks the zone; a country no zone takes is refused.
				$address = AddressChange::apply( $store->cart( $session )->shipping_address, (array) $body['shipping_address'], ShippingSettings::served_countries() );
				$store->set_shipping_address( $session, $address );
			}
		);
	}

	/**
	 * Applies a change to the caller's cart and answers the cart.
	 *
	 * @param callable(Store, string): void $change The change.
	 * @return WP_REST_Response|WP_Error
	 */
	private function change( callable $change ) {
		$session = (string) ( ( $this->session )() ?? '' );
		$store   = ( $this->store )();
		if ( '' === $session || $store->cart( $session )->is_empty() ) {
			return self::error( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
		}
		try {
			$change( $store, $session );
		} catch ( InvalidAddress $invalid ) {
			return self::error( 'vitrine_invalid_address', $invalid->getMessage(), 400, array( 'field' => $invalid->field ) );
		} catch ( StoreException $refused ) {
			return self::error( $refused->error_code, $refused->getMessage() );
		}
		return $this->answer( $session );
	}

	/**
	 * The cart's answer.
	 *
	 * @param string $session Session key ('' for a guest without a cart).
	 */
	private function answer( string $session ): WP_REST_Response {
		$store  = ( $this->store )();
		$totals = '' === $session ? $store->simulate_cart( array() ) : $store->cart_totals( $session );
		$cart   = '' === $session ? array() : $store->cart( $session )->shipping_address;
		$answer = new WP_REST_Response( CartAnswer::of( $totals, $cart ), 200 );
		$answer->header( 'Cache-Control', 'no-store' );
		return $answer;
	}

	/**
	 * The JSON body, checked and cast against an object schema whose
	 * properties are all required, in one place: a German 400 otherwise.
	 *
	 * @param WP_REST_Request      $request    Request.
	 * @param array<string, mixed> $properties Properties of the body.
	 * @return array<string, mixed>|WP_Error
	 */
	private static function body( WP_REST_Request $request, array $properties ) {
		// Further keys are ignored, but bounded.
		$schema  = array(
			'type'          => 'object',
			'properties'    => $properties,
			'required'      => array_keys( $properties ),
			'maxProperties' => 10,
		);
		$body    = $request->get_json_params();
		$invalid = is_array( $body ) ? rest_validate_value_from_schema( $body, $schema, 'body' ) : true;
		if ( ! is_array( $body ) || is_wp_error( $invalid ) ) {
			return self::error( 'vitrine_invalid_request', __( 'The request could not be read. Please reload the page and try again.', 'vitrine' ) );
		}
		return (array) rest_sanitize_value_from_schema( $body, $schema, 'body' );
	}

	/**
	 * A refusal: WordPress' REST error `{code, message, data: {status}}`,
	 * with the German message also as `data.message`, where §8.2 has the
	 * page read it.
	 *
	 * @param string               $code    Error code.
	 * @param string               $message German message.
	 * @param int                  $status  HTTP status (4xx).
	 * @param array<string, mixed> $data    Further keys of data.
	 */
	private static function error( string $code, string $message, int $status = 400, array $data = array() ): WP_Error {
		return new WP_Error(
			$code,
			$message,
			array(
				'status'  => $status,
				'message' => $message,
			) + $data
		);
	}
}
