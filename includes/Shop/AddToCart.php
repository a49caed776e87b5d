<?php
/**
 * The product form's add-to-cart without JavaScript.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Shared\FormInput;
use Vitrine\Store\CartSession;
use Vitrine\Store\Product;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;
use Vitrine\Store\Stores;

defined( 'ABSPATH' ) || exit;

/**
 * A plain POST of the add-to-cart form to the product page: nonce, product
 * lines (§3.6) from the posted fields, the store adds them all or none, then
 * a redirect to the product page with a notice (post/redirect/get). On an
 * error the page renders again with the German message in the form's
 * notice area.
 */
final class AddToCart {

	/**
	 * Query argument of the form's action URL that carries the nonce; not a
	 * form field, so it never becomes a §3.6 extra field.
	 */
	public const NONCE_ARG = 'vitrine-add-nonce';

	/**
	 * Query argument of the redirect after a successful add: the product ID.
	 */
	public const ADDED_ARG = 'vitrine-added';

	private const NONCE_ACTION = 'vitrine_add_to_cart';

	/**
	 * The error of this request's add-to-cart, for the form to show.
	 *
	 * @var array{product_id: int, message: string}|null
	 */
	private static ?array $error = null;

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The form's action URL for a product (its page, with the nonce).
	 *
	 * @param int $product_id Product ID.
	 */
	public static function action_url( int $product_id ): string {
		return add_query_arg( self::NONCE_ARG, wp_create_nonce( self::NONCE_ACTION ), (string) get_permalink( $product_id ) );
	}

	/**
	 * `wp_loaded`: handles a posted add-to-cart form and redirects, or keeps
	 * the error for the page that renders next.
	 */
	public static function maybe_handle(): void {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		// phpcs:ignore WordPress.Security.NonceVerification -- handle() verifies the nonce.
		if ( 'POST' !== $method || ! isset( $_POST['add-to-cart'] ) || isset( $_GET['wc-ajax'] ) ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification -- handle() verifies it.
		$nonce = isset( $_GET[ self::NONCE_ARG ] ) && is_string( $_GET[ self::NONCE_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ self::NONCE_ARG ] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- handle() verifies the nonce; the store validates every value.
		$post   = wp_unslash( $_POST );
		$result = ( new self( Stores::get() ) )->handle( is_array( $post ) ? $post : array(), $nonce, static fn(): string => (string) CartSession::current( true ), get_current_user_id() );
		if ( $result['success'] ) {
			wp_safe_redirect( add_query_arg( self::ADDED_ARG, $result['product_id'], (string) get_permalink( $result['product_id'] ) ), 303 );
			exit;
		}
		self::$error = array(
			'product_id' => $result['product_id'],
			'message'    => $result['message'],
		);
	}

	/**
	 * Adds a posted form's product lines to the session's cart.
	 *
	 * @param array<string, mixed> $post    Posted fields (unslashed).
	 * @param string               $nonce   Nonce from the action URL.
	 * @param callable(): string   $session Gives the session key, starting a guest session if needed.
	 * @param int                  $user_id Current user, 0 for a guest.
	 * @return array{success: bool, product_id: int, message: string}
	 */
	public function handle( array $post, string $nonce, callable $session, int $user_id ): array {
		// Cast and bounded here, once: an array, a float or -9223372036854775808 is no product (FormInput).
		$product_id = FormInput::id( $post['add-to-cart'] ?? null );
		$product    = $product_id > 0 ? $this->store->product( $product_id ) : null;
		$product    = $product && 'publish' === $product->status ? $product : null;
		$result     = array(
			'success'    => false,
			// 0 when there is no such product: the error then shows on the page's own form (notice_for()).
			'product_id' => $product ? $product->id : 0,
			'message'    => '',
		);
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			$result['message'] = __( 'Your session has expired. Please reload the page.', 'vitrine' );
			return $result;
		}
		if ( ! $product ) {
			$result['message'] = __( 'This product cannot be bought.', 'vitrine' );
			return $result;
		}
		try {
			$this->store->add_lines_to_cart( $session(), self::lines( $post, $product ), $user_id );
		} catch ( StoreException $error ) {
			$result['message'] = $error->getMessage();
			return $result;
		}
		$result['success'] = true;
		return $result;
	}

	/**
	 * The product lines of a posted form (§3.6, §5.4), as productLines() in
	 * src/store/product-lines.ts derives them in the browser.
	 *
	 * @param array<string, mixed> $post    Posted fields.
	 * @param Product              $product The form's product.
	 * @return array<int, array<string, mixed>>
	 * @throws StoreException When a grouped product has no quantity.
	 */
	public static function lines( array $post, Product $product ): array {
		$variations = array();
		$booking    = array();
		$extra      = array();
		foreach ( $post as $name => $value ) {
			$name = (string) $name;
			if ( in_array( $name, array( 'add-to-cart', 'quantity', 'product_id', 'variation_id' ), true ) ) {
				continue;
			}
			if ( str_starts_with( $name, 'attribute_' ) ) {
				$variations[] = array(
					'name'  => $name,
					'value' => is_scalar( $value ) ? (string) $value : '',
				);
			} elseif ( str_starts_with( $name, 'wc_bookings_field' ) ) {
				$booking[ $name ] = is_scalar( $value ) ? (string) $value : '';
			} elseif ( is_array( $value ) ) {
				// Fields named `name[]` arrive as a list: indexed like the browser does (§3.6).
				foreach ( array_values( $value ) as $index => $item ) {
					if ( is_scalar( $item ) ) {
						$extra[ $name . '[' . $index . ']' ] = (string) $item;
					}
				}
			} elseif ( is_scalar( $value ) ) {
				$extra[ $name ] = (string) $value;
			}
		}
		$base = array(
			'variations'   => $variations ? $variations : null,
			'extra'        => $extra,
			'variation_id' => FormInput::id( $post['variation_id'] ?? null ),
		);

		if ( Product::GROUPED === $product->type ) {
			$lines = array();
			foreach ( is_array( $post['quantity'] ?? null ) ? $post['quantity'] : array() as $child_id => $quantity ) {
				// Only the group's own products, and only those with a quantity (§5.4).
				if ( ! in_array( FormInput::id( (string) $child_id ), $product->children, true ) || ! is_scalar( $quantity ) || '' === trim( (string) $quantity ) || '0' === trim( (string) $quantity ) ) {
					continue;
				}
				$lines[] = array(
					'id'       => (int) $child_id,
					'quantity' => (string) $quantity,
				) + $base;
			}
			if ( ! $lines ) {
				throw new StoreException( 'vitrine_grouped_product', __( 'Please choose a quantity for at least one product of the group.', 'vitrine' ) );
			}
			return $lines;
		}
		$line = array(
			'id'       => $product->id,
			'quantity' => is_scalar( $post['quantity'] ?? null ) && '' !== (string) $post['quantity'] ? (string) $post['quantity'] : 1,
		) + $base;
		if ( Product::BOOKING === $product->type ) {
			$line['booking']  = $booking;
			$line['quantity'] = 1;
		}
		if ( $product->is_subscription() ) {
			$line['quantity'] = 1;
		}
		return array( $line );
	}

	/**
	 * The notice the form shows for a product in this request: the error of
	 * a failed add, or the success after the redirect.
	 *
	 * @param Product $product The form's product.
	 * @return array{type: string, message: string}|null
	 */
	public static function notice_for( Product $product ): ?array {
		if ( self::$error && in_array( self::$error['product_id'], array( 0, $product->id ), true ) ) {
			$message = self::$error['message'];
			if ( 0 === self::$error['product_id'] ) {
				// A form posted for no product of this site: its error shows once, on the first form of the page.
				self::$error = null;
			}
			return array(
				'type'    => 'error',
				'message' => $message,
			);
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only selects which notice to show.
		$added = FormInput::id( $_GET[ self::ADDED_ARG ] ?? null );
		if ( $added === $product->id ) {
			return array(
				'type'    => 'success',
				'message' => self::added_message( $product->name ),
			);
		}
		return null;
	}

	/**
	 * "„Kaffeetasse“ wurde deinem Warenkorb hinzugefügt."
	 *
	 * @param string $name Product name.
	 */
	public static function added_message( string $name ): string {
		/* translators: %s: product name */
		return sprintf( __( '"%s" has been added to your cart.', 'vitrine' ), $name );
	}

	/**
	 * Forgets this request's error (tests).
	 */
	public static function reset(): void {
		self::$error = null;
	}
}
