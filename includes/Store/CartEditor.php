<?php
/**
 * Changes to carts.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use Closure;
use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * One job: change a shopper's cart (add, change, remove lines, merge a guest
 * cart, shipping address and rate), each change one CartRepository::mutate().
 * Moved out of DatabaseStore unchanged; DatabaseStore delegates here.
 */
final class CartEditor {

	/**
	 * @param CartRepository                $carts      Stored carts.
	 * @param CartLines                     $lines      Checks product lines.
	 * @param Closure(): DateTimeImmutable $clock      Today in the shop's time zone.
	 * @param CartCalculator                $calculator Prices a cart (which shipping methods it is offered).
	 */
	public function __construct(
		private CartRepository $carts,
		private CartLines $lines,
		private Closure $clock,
		private CartCalculator $calculator
	) {
	}

	/**
	 * Today.
	 */
	private function today(): DateTimeImmutable {
		return ( $this->clock )();
	}

	/** See Store. */
	public function add_to_cart( string $session, array $line, int $user_id = 0 ): Cart {
		$today = $this->today();
		return $this->carts->mutate(
			$session,
			fn ( Cart $cart ): Cart => $this->put_lines( $cart, array( $line ), $today ),
			$user_id
		);
	}

	/** See Store. */
	public function change_cart( string $session, array $lines, int $user_id = 0 ): Cart {
		$today = $this->today();
		return $this->carts->mutate(
			$session,
			fn ( Cart $cart ): Cart => $this->put_lines( $cart->with_items( array() ), $lines, $today ),
			$user_id
		);
	}

	/** See Store. */
	public function add_lines_to_cart( string $session, array $lines, int $user_id = 0 ): Cart {
		if ( ! $lines ) {
			throw new StoreException( 'vitrine_no_product', __( 'This product cannot be bought.', 'vitrine' ) );
		}
		$today = $this->today();
		return $this->carts->mutate(
			$session,
			fn ( Cart $cart ): Cart => $this->put_lines( $cart, $lines, $today ),
			$user_id
		);
	}

	/**
	 * A cart with product lines added; equal lines add up.
	 *
	 * @param Cart                             $cart  Starting cart.
	 * @param array<int, array<string, mixed>> $lines Product lines (§3.6).
	 * @param DateTimeImmutable                $today Today in the shop's time zone.
	 * @throws StoreException When a line cannot be bought.
	 */
	public function put_lines( Cart $cart, array $lines, DateTimeImmutable $today ): Cart {
		foreach ( $lines as $line ) {
			if ( ! is_array( $line ) ) {
				throw new StoreException( 'vitrine_no_product', __( 'This product cannot be bought.', 'vitrine' ) );
			}
			$cart = self::merge_line( $cart, $this->lines->line( $line, $cart, $today ), false );
		}
		return $cart;
	}

	/**
	 * A cart with one checked line in it: a new line, or more of an equal one.
	 * A line never holds more than CartLines::MAX_QUANTITY.
	 * Adding past it is refused with what is in the cart already, rather than
	 * capped: the shopper asked for that many more, and a silent cap would let
	 * the page report an addition that did not happen. Merging a guest cart on
	 * login caps instead, since nobody asked for anything there.
	 *
	 * @param Cart                 $cart Cart.
	 * @param array<string, mixed> $item Checked line (CartLines::line()).
	 * @param bool                 $cap  Cap at the limit instead of refusing.
	 * @throws StoreException When the line would pass the limit and $cap is false.
	 */
	private static function merge_line( Cart $cart, array $item, bool $cap ): Cart {
		$items = $cart->items;
		$key   = $item['cart_item_key'];
		if ( ! isset( $items[ $key ] ) ) {
			$items[ $key ] = $item;
			return $cart->with_items( $items );
		}
		$had = (int) $items[ $key ]['quantity'];
		if ( $had + $item['quantity'] > CartLines::MAX_QUANTITY && ! $cap ) {
			throw new StoreException(
				'vitrine_invalid_quantity',
				sprintf(
					/* translators: 1: units already in the cart, 2: most units per line */
					_n( 'You already have %1$d unit of this product in your cart; a cart line holds at most %2$d.', 'You already have %1$d units of this product in your cart; a cart line holds at most %2$d.', $had, 'vitrine' ),
					$had,
					CartLines::MAX_QUANTITY
				)
			);
		}
		$items[ $key ]['quantity'] = min( CartLines::MAX_QUANTITY, $had + $item['quantity'] );
		return $cart->with_items( $items );
	}

	/** See Store. */
	public function set_cart_quantity( string $session, string $cart_item_key, int $quantity ): Cart {
		$today = $this->today();
		return $this->carts->mutate(
			$session,
			function ( Cart $cart ) use ( $cart_item_key, $quantity, $today ): Cart {
				$items = $cart->items;
				if ( ! isset( $items[ $cart_item_key ] ) ) {
					throw new StoreException( 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
				}
				$item = $items[ $cart_item_key ];
				unset( $items[ $cart_item_key ] );
				$request = Cart::line_request( $item, $quantity );
				// Re-checks stock and options against the cart without this line.
				$checked                 = $this->lines->line( $request, $cart->with_items( $items ), $today );
				$item['quantity']        = $checked['quantity'];
				$items[ $cart_item_key ] = $item;
				return $cart->with_items( $items );
			}
		);
	}

	/** See Store. */
	public function remove_from_cart( string $session, string $cart_item_key ): Cart {
		return $this->carts->mutate(
			$session,
			function ( Cart $cart ) use ( $cart_item_key ): Cart {
				$items = $cart->items;
				if ( ! isset( $items[ $cart_item_key ] ) ) {
					throw new StoreException( 'vitrine_no_cart_item', __( 'This item is no longer in your cart.', 'vitrine' ) );
				}
				unset( $items[ $cart_item_key ] );
				return $cart->with_items( $items );
			}
		);
	}

	/** See Store. */
	public function merge_guest_cart( string $guest_session, int $user_id ): Cart {
		$session = 'user:' . $user_id;
		$guest   = $this->carts->load( $guest_session );
		if ( $guest->is_empty() || $guest_session === $session ) {
			return $this->carts->load( $session );
		}
		$today = $this->today();
		$cart  = $this->carts->mutate(
			$session,
			function ( Cart $cart ) use ( $guest, $today ): Cart {
				foreach ( $guest->items as $item ) {
					try {
						$line = $this->lines->line(
							Cart::line_request( $item ),
							$cart,
							$today
						);
					} catch ( StoreException ) {
						continue;
					}
					$cart = self::merge_line( $cart, $line, true );
				}
				return $cart;
			},
			$user_id
		);
		$this->carts->delete( $guest_session );
		return $cart;
	}

	/** See Store. */
	public function set_shipping_address( string $session, array $address ): Cart {
		$clean = array();
		foreach ( array( 'address_1', 'address_2', 'city', 'state', 'postcode', 'country' ) as $field ) {
			$clean[ $field ] = isset( $address[ $field ] ) && is_scalar( $address[ $field ] ) ? trim( sanitize_text_field( (string) $address[ $field ] ) ) : '';
		}
		$clean['country'] = strtoupper( $clean['country'] );
		// A country no shipping zone takes is refused like one the shop does not sell to.
		if ( '' !== $clean['country'] && ! ShippingSettings::serves( $clean['country'] ) ) {
			throw new StoreException( 'vitrine_invalid_country', __( 'We do not deliver to this country.', 'vitrine' ) );
		}
		return $this->carts->mutate( $session, static fn( Cart $cart ): Cart => $cart->with_shipping_address( $clean ) );
	}

	/**
	 * See Store. A method is chosen only when the cart is offered it now:
	 * its zone has it and, for free shipping, the cart reaches the minimum.
	 *
	 * @param string $session Session key.
	 * @param string $rate_id Method id.
	 * @throws StoreException When the cart is not offered that method.
	 */
	public function choose_shipping_rate( string $session, string $rate_id ): Cart {
		$today = $this->today();
		return $this->carts->mutate(
			$session,
			function ( Cart $cart ) use ( $rate_id, $today ): Cart {
				$chosen = $cart->with_shipping_rate( $rate_id );
				if ( '' === $rate_id || ( $this->calculator->totals( $chosen, $today )['shipping_rate']['id'] ?? '' ) !== $rate_id ) {
					throw new StoreException( 'vitrine_invalid_shipping_rate', __( 'Please choose one of the shipping options.', 'vitrine' ) );
				}
				return $chosen;
			}
		);
	}
}
