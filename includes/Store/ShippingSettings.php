<?php
/**
 * The owner's shipping zones, methods and classes.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * The option `vitrine_shipping`:
 *
 *     zones:   [{id, name, countries: [ISO codes], everywhere: bool,
 *               methods: [{id, type: flat|free|pickup, label, cost, min_amount}]}]
 *     classes: [{id, name, surcharge}]
 *
 * Amounts are minor units of the shop's currency, gross (like every price).
 * Until the owner saves, the shop runs on the starter settings (read, never
 * written: nothing to clean up, and an update brings them to old sites too):
 * the rates of the former `vitrine_shipping_rates` option for every country
 * where a site still has it, otherwise Germany with standard and express
 * shipping at the shop's former prices.
 *
 * sanitize() is the one place where input is cast and bounded; it always
 * gives usable settings and, beside them, German messages by field path
 * (`zones.0.methods.1.cost`). A save with messages writes nothing.
 */
final class ShippingSettings {

	public const OPTION = 'vitrine_shipping';

	/** The option of the two flat rates before zones (read once, for sites that have it). */
	private const LEGACY_OPTION = 'vitrine_shipping_rates';

	public const MAX_ZONES   = 30;
	public const MAX_METHODS = 10;
	public const MAX_CLASSES = 20;
	public const MAX_NAME    = 60;
	public const MAX_LABEL   = 80;

	/** The highest amount (minor units): 100.000,00 €. */
	public const MAX_AMOUNT = 10000000;

	/**
	 * The stored option last sanitized, and what came of it (the calculator
	 * reads the settings often; keyed by the stored value, so a change by
	 * any means, a rolled-back test among them, is never missed).
	 *
	 * @var array{raw: mixed, settings: array{zones: array<int, array<string, mixed>>, classes: array<int, array<string, mixed>>}}|null
	 */
	private static ?array $cache = null;

	/**
	 * The settings in use.
	 *
	 * @return array{zones: array<int, array<string, mixed>>, classes: array<int, array<string, mixed>>}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || ! isset( $stored['zones'] ) ) {
			return self::starter();
		}
		if ( null === self::$cache || self::$cache['raw'] !== $stored ) {
			self::$cache = array(
				'raw'      => $stored,
				'settings' => self::sanitize( $stored )['settings'],
			);
		}
		return self::$cache['settings'];
	}

	/**
	 * Whether the owner has saved settings (else the starter ones apply).
	 */
	public static function saved(): bool {
		return is_array( get_option( self::OPTION ) );
	}

	/**
	 * Stores settings that sanitize() found no fault with.
	 *
	 * @param mixed $input Settings as sent.
	 * @return array<string, string> German messages by field path; empty when saved.
	 */
	public static function save( $input ): array {
		$clean = self::sanitize( $input );
		if ( $clean['errors'] ) {
			return $clean['errors'];
		}
		update_option( self::OPTION, $clean['settings'], true );
		return array();
	}

	/**
	 * The countries some zone delivers to, of those the shop's forms offer.
	 *
	 * @return string[]
	 */
	public static function served_countries(): array {
		return ShippingRules::served( self::get()['zones'], CheckoutValidator::countries() );
	}

	/**
	 * Whether some zone delivers to a country the forms offer.
	 *
	 * @param string $country ISO code.
	 */
	public static function serves( string $country ): bool {
		return in_array( strtoupper( $country ), CheckoutValidator::countries(), true ) && null !== ShippingRules::zone_for( self::get()['zones'], $country );
	}

	/**
	 * The country a cart is priced for until the shopper gives an address.
	 */
	public static function home_country(): string {
		return ShippingRules::home_country( self::get()['zones'] );
	}

	/**
	 * What a shop runs on before its owner saves shipping settings.
	 *
	 * @return array{zones: array<int, array<string, mixed>>, classes: array<int, array<string, mixed>>}
	 */
	public static function starter(): array {
		$legacy = self::legacy_methods();
		if ( $legacy ) {
			// Those rates applied to every country: one zone for the whole world keeps that.
			return array(
				'zones'   => array( self::zone( 'welt', __( 'Rest of the world', 'vitrine' ), array(), $legacy, true ) ),
				'classes' => array(),
			);
		}
		return array(
			'zones'   => array(
				self::zone(
					'deutschland',
					__( 'Germany', 'vitrine' ),
					array( 'DE' ),
					array(
						self::method( 'standard', ShippingRules::FLAT, __( 'Standard shipping (3–5 working days)', 'vitrine' ), 490 ),
						self::method( 'express', ShippingRules::FLAT, __( 'Express shipping (next working day)', 'vitrine' ), 990 ),
					)
				),
			),
			'classes' => array(),
		);
	}

	/**
	 * A zone in the stored shape.
	 *
	 * @param string                           $id         Slug.
	 * @param string                           $name       Name the owner reads.
	 * @param string[]                         $countries  ISO codes.
	 * @param array<int, array<string, mixed>> $methods    Methods (method()).
	 * @param bool                             $everywhere The rest of the world.
	 * @return array<string, mixed>
	 */
	public static function zone( string $id, string $name, array $countries, array $methods, bool $everywhere = false ): array {
		return array(
			'id'         => $id,
			'name'       => $name,
			'countries'  => $everywhere ? array() : $countries,
			'everywhere' => $everywhere,
			'methods'    => $methods,
		);
	}

	/**
	 * A method in the stored shape.
	 *
	 * @param string $id         Slug, unique within its zone.
	 * @param string $type       One of ShippingRules::TYPES.
	 * @param string $label      What shoppers read.
	 * @param int    $cost       Minor units (flat, pickup).
	 * @param int    $min_amount Minor units (free).
	 * @return array{id: string, type: string, label: string, cost: int, min_amount: int}
	 */
	public static function method( string $id, string $type, string $label, int $cost = 0, int $min_amount = 0 ): array {
		return array(
			'id'         => $id,
			'type'       => $type,
			'label'      => $label,
			'cost'       => ShippingRules::FREE === $type ? 0 : $cost,
			'min_amount' => ShippingRules::FREE === $type ? $min_amount : 0,
		);
	}

	/**
	 * The former flat rates as methods, when a site still has them.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function legacy_methods(): array {
		$rates   = get_option( self::LEGACY_OPTION );
		$methods = array();
		foreach ( is_array( $rates ) ? $rates : array() as $rate ) {
			if ( is_array( $rate ) && isset( $rate['id'], $rate['label'], $rate['cost'] ) && is_int( $rate['cost'] ) && $rate['cost'] >= 0 && '' !== sanitize_key( (string) $rate['id'] ) ) {
				$methods[] = self::method( sanitize_key( (string) $rate['id'] ), ShippingRules::FLAT, (string) $rate['label'], min( $rate['cost'], self::MAX_AMOUNT ) );
			}
		}
		return array_slice( $methods, 0, self::MAX_METHODS );
	}

	/**
	 * Casts and bounds settings as sent (the REST route's body, a stored
	 * option): unknown keys dropped, texts trimmed, amounts whole minor
	 * units, ids made where missing.
	 *
	 * @param mixed $input Settings as sent.
	 * @return array{settings: array{zones: array<int, array<string, mixed>>, classes: array<int, array<string, mixed>>}, errors: array<string, string>}
	 */
	public static function sanitize( $input ): array {
		$input   = is_array( $input ) ? $input : array();
		$errors  = array();
		$classes = array();
		$list    = static fn( $value ): array => is_array( $value ) ? array_values( $value ) : array();
		foreach ( array_slice( $list( $input['classes'] ?? null ), 0, self::MAX_CLASSES ) as $i => $class ) {
			$class     = is_array( $class ) ? $class : array();
			$path      = 'classes.' . $i;
			$classes[] = array(
				'id'        => self::unique_id( self::text( $class['id'] ?? '', 40 ), 'class', array_column( $classes, 'id' ) ),
				'name'      => self::name( $class['name'] ?? '', $path . '.name', $errors ),
				'surcharge' => self::amount( $class['surcharge'] ?? 0, $path . '.surcharge', $errors ),
			);
		}
		$zones = array();
		$sent  = $list( $input['zones'] ?? null );
		if ( count( $sent ) > self::MAX_ZONES ) {
			/* translators: %d: most zones */
			$errors['zones'] = sprintf( __( 'At most %d shipping zones are possible.', 'vitrine' ), self::MAX_ZONES );
		}
		foreach ( array_slice( $sent, 0, self::MAX_ZONES ) as $i => $zone ) {
			$zones[] = self::sanitize_zone( is_array( $zone ) ? $zone : array(), 'zones.' . $i, array_column( $zones, 'id' ), $errors );
		}
		if ( array() === $zones ) {
			$errors['zones'] = __( 'Add at least one shipping zone; without one the shop cannot ship anything.', 'vitrine' );
		}
		foreach ( $zones as $i => $zone ) {
			if ( $zone['everywhere'] && array_key_last( $zones ) !== $i ) {
				$errors[ 'zones.' . $i . '.everywhere' ] = __( 'The zone for the rest of the world must be the last one: it takes only the countries no other zone lists.', 'vitrine' );
			}
		}
		return array(
			'settings' => array(
				'zones'   => $zones,
				'classes' => $classes,
			),
			'errors'   => $errors,
		);
	}

	/**
	 * One zone.
	 *
	 * @param array<string, mixed>  $zone   As sent.
	 * @param string                $path   Its field path.
	 * @param string[]              $taken  Ids of the zones before it.
	 * @param array<string, string> $errors Messages so far.
	 * @return array<string, mixed>
	 */
	private static function sanitize_zone( array $zone, string $path, array $taken, array &$errors ): array {
		$everywhere = true === ( $zone['everywhere'] ?? false ) || '1' === ( $zone['everywhere'] ?? '' );
		$countries  = array();
		$known      = CheckoutValidator::countries();
		foreach ( is_array( $zone['countries'] ?? null ) ? $zone['countries'] : array() as $code ) {
			$code = is_string( $code ) ? strtoupper( trim( $code ) ) : '';
			if ( ! in_array( $code, $known, true ) ) {
				$errors[ $path . '.countries' ] = __( 'One of the countries is not one the shop sells to.', 'vitrine' );
				continue;
			}
			$countries[ $code ] = $code;
		}
		if ( ! $everywhere && array() === $countries && ! isset( $errors[ $path . '.countries' ] ) ) {
			$errors[ $path . '.countries' ] = __( 'Choose at least one country for this zone.', 'vitrine' );
		}
		$methods = array();
		$sent    = is_array( $zone['methods'] ?? null ) ? array_values( $zone['methods'] ) : array();
		if ( count( $sent ) > self::MAX_METHODS ) {
			/* translators: %d: most methods */
			$errors[ $path . '.methods' ] = sprintf( __( 'A zone can have at most %d shipping methods.', 'vitrine' ), self::MAX_METHODS );
		}
		foreach ( array_slice( $sent, 0, self::MAX_METHODS ) as $i => $method ) {
			$methods[] = self::sanitize_method( is_array( $method ) ? $method : array(), $path . '.methods.' . $i, array_column( $methods, 'id' ), $errors );
		}
		if ( array() === $methods ) {
			$errors[ $path . '.methods' ] = __( 'Add at least one shipping method to this zone.', 'vitrine' );
		}
		return self::zone(
			self::unique_id( self::text( $zone['id'] ?? '', 40 ), 'zone', $taken ),
			self::name( $zone['name'] ?? '', $path . '.name', $errors ),
			array_values( $countries ),
			$methods,
			$everywhere
		);
	}

	/**
	 * One method.
	 *
	 * @param array<string, mixed>  $method As sent.
	 * @param string                $path   Its field path.
	 * @param string[]              $taken  Ids of the zone's methods before it.
	 * @param array<string, string> $errors Messages so far.
	 * @return array{id: string, type: string, label: string, cost: int, min_amount: int}
	 */
	private static function sanitize_method( array $method, string $path, array $taken, array &$errors ): array {
		$type = is_string( $method['type'] ?? null ) && in_array( $method['type'], ShippingRules::TYPES, true ) ? $method['type'] : '';
		if ( '' === $type ) {
			$errors[ $path . '.type' ] = __( 'Choose the kind of shipping method.', 'vitrine' );
			$type                      = ShippingRules::FLAT;
		}
		$label = self::text( $method['label'] ?? '', self::MAX_LABEL + 1 );
		if ( '' === $label ) {
			$errors[ $path . '.label' ] = __( 'Enter the name shoppers see.', 'vitrine' );
		} elseif ( mb_strlen( $label ) > self::MAX_LABEL ) {
			/* translators: %d: most characters */
			$errors[ $path . '.label' ] = sprintf( __( 'The name may have at most %d characters.', 'vitrine' ), self::MAX_LABEL );
		}
		return self::method(
			self::unique_id( self::text( $method['id'] ?? '', 40 ), $type, $taken ),
			$type,
			mb_substr( $label, 0, self::MAX_LABEL ),
			ShippingRules::FREE === $type ? 0 : self::amount( $method['cost'] ?? 0, $path . '.cost', $errors ),
			ShippingRules::FREE === $type ? self::amount( $method['min_amount'] ?? 0, $path . '.min_amount', $errors ) : 0
		);
	}

	/**
	 * A name of a zone or class: 1 to MAX_NAME characters.
	 *
	 * @param mixed                 $value  As sent.
	 * @param string                $path   Field path.
	 * @param array<string, string> $errors Messages so far.
	 */
	private static function name( $value, string $path, array &$errors ): string {
		$name = self::text( $value, self::MAX_NAME + 1 );
		if ( '' === $name ) {
			$errors[ $path ] = __( 'Enter a name.', 'vitrine' );
		} elseif ( mb_strlen( $name ) > self::MAX_NAME ) {
			/* translators: %d: most characters */
			$errors[ $path ] = sprintf( __( 'The name may have at most %d characters.', 'vitrine' ), self::MAX_NAME );
		}
		return mb_substr( $name, 0, self::MAX_NAME );
	}

	/**
	 * An amount in whole minor units, 0 to MAX_AMOUNT.
	 *
	 * @param mixed                 $value  As sent (an integer, or its digits).
	 * @param string                $path   Field path.
	 * @param array<string, string> $errors Messages so far.
	 */
	private static function amount( $value, string $path, array &$errors ): int {
		if ( is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,12}$/', $value ) ) ) {
			$amount = (int) $value;
			if ( $amount >= 0 && $amount <= self::MAX_AMOUNT ) {
				return $amount;
			}
		}
		/* translators: %s: the highest amount, e.g. 100.000,00 € */
		$errors[ $path ] = sprintf( __( 'Enter an amount from 0 to %s.', 'vitrine' ), Money::format( self::MAX_AMOUNT, Money::currency() ) );
		return 0;
	}

	/**
	 * A text: a string, tags and line breaks removed, trimmed, cut to a length.
	 *
	 * @param mixed $value  As sent.
	 * @param int   $length Longest kept.
	 */
	private static function text( $value, int $length ): string {
		return is_string( $value ) ? mb_substr( trim( sanitize_text_field( $value ) ), 0, $length ) : '';
	}

	/**
	 * An id: the one sent when it is a free slug, else one made from a base.
	 *
	 * @param string   $sent  Id as sent.
	 * @param string   $base  Base of a made id.
	 * @param string[] $taken Ids in use.
	 */
	private static function unique_id( string $sent, string $base, array $taken ): string {
		if ( preg_match( '/^[a-z0-9][a-z0-9_-]{0,39}$/', $sent ) && ! in_array( $sent, $taken, true ) ) {
			return $sent;
		}
		$id = $base;
		for ( $n = 2; in_array( $id, $taken, true ); $n++ ) {
			$id = $base . '-' . $n;
		}
		return $id;
	}
}
