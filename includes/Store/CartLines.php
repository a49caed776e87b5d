<?php
/**
 * Turns a requested product line into a validated cart line.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Validates what a product form sends (§3.6 product line: id, quantity,
 * variations from attribute_* fields, extra fields, booking fields) against
 * the product. Anything else in the request, a price in particular, is
 * ignored: prices come from the product only.
 */
final class CartLines {

	/** The shop's most units per cart line. */
	public const MAX_QUANTITY = 9999;

	/**
	 * @param ProductRepository $products Product source.
	 */
	public function __construct( private readonly ProductRepository $products ) {}

	/**
	 * A cart line for a request, checked against product, stock and cart.
	 *
	 * @param array<string, mixed> $request id, quantity, variations ({name, value} list or
	 *                                      attribute map), variation_id, booking, extra.
	 * @param Cart                 $cart    The cart it goes into (for stock already taken).
	 * @param DateTimeImmutable    $today   Today in the shop's time zone (bookings).
	 * @return array{cart_item_key: string, product_id: int, variation_id: int, quantity: int, variation: array<string, string>, booking: array{date: string, time: string, persons: int}|null, extra: array<string, string>}
	 * @throws StoreException When the line cannot be bought.
	 */
	public function line( array $request, Cart $cart, DateTimeImmutable $today ): array {
		$product = $this->products->get( (int) ( $request['id'] ?? $request['product_id'] ?? 0 ) );
		if ( ! $product || 'publish' !== $product->status ) {
			throw new StoreException( 'vitrine_no_product', __( 'This product cannot be bought.', 'vitrine' ) );
		}
		if ( Product::GROUPED === $product->type ) {
			throw new StoreException( 'vitrine_grouped_product', __( 'Please choose a quantity for at least one product of the group.', 'vitrine' ) );
		}
		$quantity = self::quantity( $request['quantity'] ?? 1 );
		// §3.6: a booking is one line of quantity 1; a subscription is bought once.
		if ( Product::BOOKING === $product->type || $product->is_subscription() ) {
			$quantity = 1;
		}

		$variation = null;
		$chosen    = array();
		if ( $product->is_variable() ) {
			$chosen    = self::chosen_attributes( $request['variations'] ?? null, $product );
			$variation = $product->find_variation( $chosen );
			$wanted    = (int) ( $request['variation_id'] ?? 0 );
			if ( ! $variation || ( $wanted > 0 && $wanted !== $variation->id ) ) {
				throw new StoreException( 'vitrine_no_variation', __( 'Please choose product options that are available.', 'vitrine' ) );
			}
		}

		$booking = null;
		if ( Product::BOOKING === $product->type ) {
			$booking = self::booking( is_array( $request['booking'] ?? null ) ? $request['booking'] : array(), $product, $today );
		}

		$stock = $variation && null !== $variation->stock ? $variation->stock : ( $variation ? null : $product->stock );
		$taken = $cart->quantity_of( $product->id, $variation ? $variation->id : 0 );
		if ( null !== $stock && $taken + $quantity > $stock ) {
			throw new StoreException(
				'vitrine_out_of_stock',
				0 === $stock
					/* translators: %s: product name */
					? sprintf( __( '"%s" is sold out.', 'vitrine' ), $product->name )
					/* translators: 1: units in stock, 2: product name */
					: sprintf( _n( 'Only %1$d unit of "%2$s" is in stock.', 'Only %1$d units of "%2$s" are in stock.', $stock, 'vitrine' ), $stock, $product->name )
			);
		}

		$extra = self::extra( is_array( $request['extra'] ?? null ) ? $request['extra'] : array() );
		$line  = array(
			'product_id'   => $product->id,
			'variation_id' => $variation ? $variation->id : 0,
			'quantity'     => $quantity,
			'variation'    => $chosen,
			'booking'      => $booking,
			'extra'        => $extra,
		);
		// Equal lines share a key and add up; every booking is a line of its own.
		$line['cart_item_key'] = md5( (string) wp_json_encode( array( $line['product_id'], $line['variation_id'], $chosen, $booking, $extra, $booking ? wp_generate_uuid4() : '' ) ) );
		return $line;
	}

	/**
	 * A quantity from a form value.
	 *
	 * @param mixed $value Integer or digit string.
	 * @throws StoreException When it is not a whole number from 1 to 9999.
	 */
	public static function quantity( $value ): int {
		if ( is_string( $value ) && preg_match( '/^\d+$/', trim( $value ) ) ) {
			$value = (int) trim( $value );
		}
		if ( ! is_int( $value ) || $value < 1 || $value > self::MAX_QUANTITY ) {
			throw new StoreException( 'vitrine_invalid_quantity', __( 'Please enter a quantity from 1 to 9999.', 'vitrine' ) );
		}
		return $value;
	}

	/**
	 * Attribute choice from §3.6 variations ({name: attribute_x, value}) or a
	 * map; only the product's own attributes and options are kept.
	 *
	 * @param mixed   $variations Request value.
	 * @param Product $product    Variable product.
	 * @return array<string, string> Attribute slug => option.
	 * @throws StoreException When an option is missing or unknown.
	 */
	private static function chosen_attributes( $variations, Product $product ): array {
		$given = array();
		foreach ( is_array( $variations ) ? $variations : array() as $name => $entry ) {
			if ( is_array( $entry ) && isset( $entry['name'], $entry['value'] ) ) {
				$name  = (string) $entry['name'];
				$entry = $entry['value'];
			}
			if ( is_string( $name ) && is_scalar( $entry ) ) {
				$given[ preg_replace( '/^attribute_/', '', $name ) ] = (string) $entry;
			}
		}
		$chosen = array();
		foreach ( $product->attributes as $slug => $attribute ) {
			$value = $given[ $slug ] ?? '';
			if ( '' === $value || ! in_array( $value, $attribute['options'], true ) ) {
				throw new StoreException(
					'vitrine_no_variation',
					/* translators: %s: attribute label, e.g. Größe */
					sprintf( __( 'Please choose an option for "%s".', 'vitrine' ), $attribute['label'] )
				);
			}
			$chosen[ $slug ] = $value;
		}
		return $chosen;
	}

	/**
	 * Booking data from the wc_bookings_field* fields (§2.4) or date, time,
	 * persons keys.
	 *
	 * @param array<string, mixed> $fields  Booking fields.
	 * @param Product              $product Booking product.
	 * @param DateTimeImmutable    $today   Today in the shop's time zone.
	 * @return array{date: string, time: string, persons: int}
	 * @throws StoreException When date, time or persons are missing or invalid.
	 */
	private static function booking( array $fields, Product $product, DateTimeImmutable $today ): array {
		// The product page sends one date field (Y-m-d); WooCommerce Bookings' year/month/day fields work too.
		$date = (string) ( $fields['date'] ?? $fields['wc_bookings_field_start_date'] ?? '' );
		if ( '' === $date && isset( $fields['wc_bookings_field_start_date_year'], $fields['wc_bookings_field_start_date_month'], $fields['wc_bookings_field_start_date_day'] ) ) {
			$date = sprintf( '%04d-%02d-%02d', (int) $fields['wc_bookings_field_start_date_year'], (int) $fields['wc_bookings_field_start_date_month'], (int) $fields['wc_bookings_field_start_date_day'] );
		}
		$time    = (string) ( $fields['time'] ?? $fields['wc_bookings_field_start_date_time'] ?? '' );
		$persons = $fields['persons'] ?? $fields['wc_bookings_field_persons'] ?? 1;

		$parsed = DateTimeImmutable::createFromFormat( '!Y-m-d', $date, $today->getTimezone() );
		if ( ! $parsed || $parsed->format( 'Y-m-d' ) !== $date ) {
			throw new StoreException( 'vitrine_invalid_booking', __( 'Please choose a date for your booking.', 'vitrine' ) );
		}
		if ( $date < $today->format( 'Y-m-d' ) ) {
			throw new StoreException( 'vitrine_invalid_booking', __( 'This date is in the past. Please choose another one.', 'vitrine' ) );
		}
		if ( ! preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time ) ) {
			throw new StoreException( 'vitrine_invalid_booking', __( 'Please choose a time for your booking.', 'vitrine' ) );
		}
		if ( is_string( $persons ) && preg_match( '/^\d+$/', $persons ) ) {
			$persons = (int) $persons;
		}
		if ( ! is_int( $persons ) || $persons < 1 || $persons > $product->max_persons ) {
			throw new StoreException(
				'vitrine_invalid_booking',
				/* translators: %d: most persons per booking */
				sprintf( _n( 'A booking is for %d person.', 'A booking is for 1 to %d persons.', $product->max_persons, 'vitrine' ), $product->max_persons )
			);
		}
		return array(
			'date'    => $date,
			'time'    => $time,
			'persons' => $persons,
		);
	}

	/**
	 * Extra form fields (§3.6), as plain text; at most 20 short fields.
	 *
	 * @param array<mixed> $extra Field name => value.
	 * @return array<string, string>
	 */
	private static function extra( array $extra ): array {
		$clean = array();
		foreach ( $extra as $name => $value ) {
			if ( count( $clean ) >= 20 || ! is_string( $name ) || ! preg_match( '/^[A-Za-z0-9_\-\[\]]{1,64}$/', $name ) || ! is_scalar( $value ) ) {
				continue;
			}
			$clean[ $name ] = mb_substr( sanitize_text_field( (string) $value ), 0, 500 );
		}
		ksort( $clean );
		return $clean;
	}
}
