<?php
/**
 * The shop's endpoints of §7.2 under the shop ajax pattern /?wc-ajax={endpoint}.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * change_cart, simulate_cart, cart_script_params, validate_checkout,
 * save_checkout_form and remove_from_cart, plus the cart page's
 * set_cart_quantity and choose_shipping_rate. Answers are JSON of the form
 * `{success, data}`; errors carry data.code and a German data.message.
 *
 * Permissions: these are the shopper's own cart and checkout, open to guests
 * by design (§6), so no capability beyond being the session's owner is
 * needed; every POST carries the endpoint's nonce, which ties it to the
 * user or guest session, and its body is checked against a schema.
 */
final class ShopAjax {

	public const QUERY_VAR = 'wc-ajax';

	/**
	 * Endpoint => HTTP method and body schema.
	 *
	 * @return array<string, array{method: string, schema: array<string, mixed>}>
	 */
	public static function endpoints(): array {
		$nonce    = array(
			'type'      => 'string',
			'minLength' => 1,
		);
		$products = array(
			'type'     => 'array',
			'maxItems' => 50,
			'items'    => array(
				'type'       => 'object',
				'properties' => array(
					'id'         => array( 'type' => array( 'integer', 'string' ) ),
					'quantity'   => array( 'type' => array( 'integer', 'string' ) ),
					'variations' => array( 'type' => array( 'array', 'object', 'null' ) ),
					'extra'      => array( 'type' => array( 'object', 'array' ) ),
					'booking'    => array( 'type' => array( 'object', 'array', 'null' ) ),
				),
				'required'   => array( 'id' ),
			),
		);
		$form     = array(
			'type'      => 'string',
			'maxLength' => 20000,
		);
		$item_key = array(
			'type'    => 'string',
			'pattern' => '^[a-f0-9]{32}$',
		);
		$object   = static fn( array $properties ): array => array(
			'type'       => 'object',
			'properties' => $properties,
			'required'   => array_keys( $properties ),
		);
		return array(
			'change_cart'        => array(
				'method' => 'POST',
				// §7.2 "further options": `add` adds the lines instead of replacing the cart (product page).
				'schema' => array_merge_recursive(
					$object(
						array(
							'nonce'    => $nonce,
							'products' => $products,
						)
					),
					array( 'properties' => array( 'add' => array( 'type' => 'boolean' ) ) )
				),
			),
			'simulate_cart'      => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'    => $nonce,
						'products' => $products,
					)
				),
			),
			'cart_script_params' => array(
				'method' => 'GET',
				'schema' => array( 'type' => 'object' ),
			),
			'validate_checkout'  => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'        => $nonce,
						'form_encoded' => $form,
					)
				),
			),
			'save_checkout_form' => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'        => $nonce,
						'form_encoded' => $form,
					)
				),
			),
			'remove_from_cart'   => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'         => $nonce,
						'cart_item_key' => $item_key,
					)
				),
			),
			// The cart page's own calls (not in §7.2): quantity and shipping rate.
			'set_cart_quantity'  => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'         => $nonce,
						'cart_item_key' => $item_key,
						'quantity'      => array(
							'type'    => array( 'integer', 'string' ),
							'pattern' => '^[0-9]{1,4}$',
						),
					)
				),
			),
			'choose_shipping_rate' => array(
				'method' => 'POST',
				'schema' => $object(
					array(
						'nonce'   => $nonce,
						'rate_id' => array(
							'type'      => 'string',
							'minLength' => 1,
							'maxLength' => 40,
						),
					)
				),
			),
		);
	}

	/**
	 * An endpoint's URL (§7.2: /?wc-ajax={endpoint}).
	 *
	 * @param string $endpoint Endpoint name.
	 */
	public static function url( string $endpoint ): string {
		return add_query_arg( self::QUERY_VAR, $endpoint, home_url( '/' ) );
	}

	/**
	 * A nonce for an endpoint, for the page configuration (§3.11).
	 *
	 * @param string $endpoint Endpoint name.
	 */
	public static function nonce( string $endpoint ): string {
		return wp_create_nonce( 'vitrine_' . $endpoint );
	}

	/**
	 * `wp_loaded`: answers a request to one of the endpoints and ends it.
	 */
	public static function dispatch(): void {
		$endpoint = isset( $_GET[ self::QUERY_VAR ] ) && is_string( $_GET[ self::QUERY_VAR ] ) ? sanitize_key( wp_unslash( $_GET[ self::QUERY_VAR ] ) ) : '';
		if ( ! isset( self::endpoints()[ $endpoint ] ) ) {
			return;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		$body   = array();
		if ( 'POST' === $method ) {
			$type = isset( $_SERVER['CONTENT_TYPE'] ) ? sanitize_text_field( wp_unslash( $_SERVER['CONTENT_TYPE'] ) ) : '';
			// phpcs:ignore WordPress.Security.NonceVerification.Missing -- handle() verifies the nonce.
			$body = str_contains( $type, 'application/json' ) ? json_decode( (string) file_get_contents( 'php://input' ), true ) : wp_unslash( $_POST );
		}
		$user_id = get_current_user_id();
		$session = CartSession::current( in_array( $endpoint, array( 'change_cart', 'save_checkout_form' ), true ) ) ?? '';
		$answer  = ( new self( Stores::get() ) )->handle( $endpoint, $method, is_array( $body ) ? $body : null, $session, $user_id );
		nocache_headers();
		wp_send_json( $answer['body'], $answer['status'] );
	}

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * Answers one call.
	 *
	 * @param string                    $endpoint Endpoint name.
	 * @param string                    $method   HTTP method.
	 * @param array<string, mixed>|null $body     Decoded body; null when it was not valid JSON.
	 * @param string                    $session  Cart session key ('' when the guest has none).
	 * @param int                       $user_id  Current user.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	public function handle( string $endpoint, string $method, ?array $body, string $session, int $user_id ): array {
		$endpoints = self::endpoints();
		if ( ! isset( $endpoints[ $endpoint ] ) ) {
			return self::error( 404, 'vitrine_no_endpoint', __( 'This shop function does not exist.', 'vitrine' ) );
		}
		if ( $endpoints[ $endpoint ]['method'] !== $method ) {
			return self::error( 405, 'vitrine_wrong_method', __( 'This shop function does not accept this kind of request.', 'vitrine' ) );
		}
		if ( 'POST' === $method ) {
			if ( null === $body ) {
				return self::error( 400, 'vitrine_invalid_request', __( 'The request could not be read. Please reload the page and try again.', 'vitrine' ) );
			}
			if ( ! is_string( $body['nonce'] ?? null ) || ! wp_verify_nonce( $body['nonce'], 'vitrine_' . $endpoint ) ) {
				return self::error( 403, 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page.', 'vitrine' ) );
			}
			$valid = rest_validate_value_from_schema( $body, $endpoints[ $endpoint ]['schema'], 'body' );
			if ( is_wp_error( $valid ) ) {
				return self::error( 400, 'vitrine_invalid_request', __( 'The request could not be read. Please reload the page and try again.', 'vitrine' ) );
			}
		}
		try {
			return array(
				'status' => 200,
				'body'   => array(
					'success' => true,
					'data'    => $this->answer( $endpoint, $body ?? array(), $session, $user_id ),
				),
			);
		} catch ( StoreException $error ) {
			$answer = self::error( 400, $error->error_code, $error->getMessage() );
			if ( $error->errors ) {
				$answer['body']['data']['errors']  = array_values( $error->errors );
				$answer['body']['data']['refresh'] = false;
			}
			return $answer;
		}
	}

	/**
	 * The data of a successful call.
	 *
	 * @param string               $endpoint Endpoint.
	 * @param array<string, mixed> $body     Validated body.
	 * @param string               $session  Cart session key.
	 * @param int                  $user_id  Current user.
	 * @return mixed
	 * @throws StoreException When the store refuses.
	 */
	private function answer( string $endpoint, array $body, string $session, int $user_id ) {
		switch ( $endpoint ) {
			case 'change_cart':
				if ( true === ( $body['add'] ?? false ) ) {
					$this->store->add_lines_to_cart( $session, $body['products'], $user_id );
					return $this->store->purchase_units( $session );
				}
				$this->store->change_cart( $session, $body['products'], $user_id );
				return $this->store->purchase_units( $session );
			case 'simulate_cart':
				$totals = $this->store->simulate_cart( $body['products'] );
				$empty  = 0 === $totals['total'];
				return array(
					'total'    => Money::to_decimal( $totals['total'], $totals['currency'] ),
					'currency' => $totals['currency'],
					'button'   => array( 'is_disabled' => $empty ),
					'messages' => array( 'is_hidden' => $empty ),
					'funding'  => array( 'paylater' => array( 'enabled' => ! $empty && ! $totals['contains_subscription'] ) ),
				);
			case 'cart_script_params':
				$totals = '' === $session ? $this->store->simulate_cart( array() ) : $this->store->cart_totals( $session );
				$empty  = 0 === $totals['total'];
				$amount = Money::to_decimal( $totals['total'], $totals['currency'] );
				return array(
					'url_params' => array( 'currency' => $totals['currency'] ),
					'button'     => array( 'is_disabled' => $empty ),
					'messages'   => array(
						'is_hidden' => $empty,
						'amount'    => $amount,
					),
					'amount'     => $amount,
					'cart'       => self::cart_summary( $totals ),
				);
			case 'validate_checkout':
				$form = array();
				wp_parse_str( $body['form_encoded'], $form );
				$errors = $this->store->validate_checkout( $session, $form, $user_id );
				if ( $errors ) {
					throw new StoreException( 'vitrine_invalid_checkout', (string) reset( $errors ), $errors );
				}
				return array(
					'refresh' => false,
					'errors'  => array(),
				);
			case 'save_checkout_form':
				$form = array();
				wp_parse_str( $body['form_encoded'], $form );
				$this->store->save_checkout_form( $session, $form );
				return array( 'message' => __( 'Your details are saved.', 'vitrine' ) );
			case 'remove_from_cart':
				if ( '' === $session ) {
					throw new StoreException( 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
				}
				$this->store->remove_from_cart( $session, $body['cart_item_key'] );
				return array( 'cart' => self::cart_summary( $this->store->cart_totals( $session ) ) );
			case 'set_cart_quantity':
				if ( '' === $session ) {
					throw new StoreException( 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
				}
				$quantity = (int) $body['quantity'];
				if ( 0 === $quantity ) {
					$this->store->remove_from_cart( $session, $body['cart_item_key'] );
				} else {
					$this->store->set_cart_quantity( $session, $body['cart_item_key'], $quantity );
				}
				return array( 'cart' => self::cart_summary( $this->store->cart_totals( $session ) ) );
			case 'choose_shipping_rate':
				if ( '' === $session ) {
					throw new StoreException( 'vitrine_empty_cart', __( 'Your cart is empty.', 'vitrine' ) );
				}
				$this->store->choose_shipping_rate( $session, $body['rate_id'] );
				return array( 'cart' => self::cart_summary( $this->store->cart_totals( $session ) ) );
		}
		return null;
	}

	/**
	 * The cart as the `vitrine/cart` store receives it (camelCase, decimal
	 * strings), with the server's German display of each amount
	 * (`formatted…`) so no browser formats or adds up prices.
	 *
	 * @param array<string, mixed> $totals Cart totals.
	 * @return array{items: array<int, array<string, mixed>>, total: string, currency: string, count: int, subtotal: string, shippingTotal: string, needsShipping: bool, shippingRate: string, formatted: array{subtotal: string, shipping: string, total: string}}
	 */
	public static function cart_summary( array $totals ): array {
		$currency = $totals['currency'];
		return array(
			'items'         => array_map(
				static fn( array $item ): array => array(
					'cartItemKey'    => $item['cart_item_key'],
					'productId'      => $item['product_id'],
					'name'           => $item['name'],
					'quantity'       => $item['quantity'],
					'total'          => Money::to_decimal( $item['line_total'], $currency ),
					'formattedTotal' => Money::format( $item['line_total'], $currency ),
				),
				$totals['items']
			),
			'total'         => Money::to_decimal( $totals['total'], $currency ),
			'currency'      => $currency,
			'count'         => array_sum( array_column( $totals['items'], 'quantity' ) ),
			'subtotal'      => Money::to_decimal( $totals['subtotal'], $currency ),
			'shippingTotal' => Money::to_decimal( $totals['shipping_total'], $currency ),
			'needsShipping' => (bool) $totals['needs_shipping'],
			'shippingRate'  => (string) ( $totals['shipping_rate']['id'] ?? '' ),
			'formatted'     => array(
				'subtotal' => Money::format( $totals['subtotal'], $currency ),
				'shipping' => Money::format( $totals['shipping_total'], $currency ),
				'total'    => Money::format( $totals['total'], $currency ),
			),
		);
	}

	/**
	 * An error answer.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $code    Error code.
	 * @param string $message German message.
	 * @return array{status: int, body: array{success: bool, data: array<string, mixed>}}
	 */
	private static function error( int $status, string $code, string $message ): array {
		return array(
			'status' => $status,
			'body'   => array(
				'success' => false,
				'data'    => array(
					'code'    => $code,
					'message' => $message,
				),
			),
		);
	}
}
