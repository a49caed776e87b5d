<?php
/**
 * Server-side validation of the checkout form.
 *
 * @package Vitrine
 */

namespace Vitrine\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the billing and shipping fields (names of §3.5) for presence and
 * format, and the payment method; gives German messages per field.
 */
final class CheckoutValidator {

	/**
	 * Countries the shop sells to (setting `vitrine_countries` may narrow
	 * it): Europe, and Mexico, where the provider's cash voucher is offered
	 * (it needs a Mexican billing address).
	 */
	private const COUNTRIES = array( 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'MX', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK' );

	/** The address fields of §3.5 in form order: suffix => whether required. */
	public const ADDRESS_FIELDS = array(
		'first_name' => true,
		'last_name'  => true,
		'country'    => true,
		'address_1'  => true,
		'address_2'  => false,
		'postcode'   => true,
		'city'       => true,
		'state'      => false,
	);

	/**
	 * The longest value of each address field: the provider's documented
	 * limits of the payer and address it is sent as (given_name and surname
	 * 140, address_line_1/2 and admin_area_1 300, admin_area_2 120,
	 * postal_code 60), so no checkout or account input reaches it too long.
	 * Payment\Payer applies the same limits to a payer from elsewhere. The
	 * country is checked against the list of countries instead.
	 */
	public const MAX_LENGTHS = array(
		'first_name' => 140,
		'last_name'  => 140,
		'address_1'  => 300,
		'address_2'  => 300,
		'postcode'   => 60,
		'city'       => 120,
		'state'      => 300,
	);

	/**
	 * Field labels, German on the site.
	 *
	 * @param string $suffix Field name without billing_/shipping_.
	 */
	public static function label( string $suffix ): string {
		$labels = array(
			'first_name' => __( 'First name', 'vitrine' ),
			'last_name'  => __( 'Last name', 'vitrine' ),
			'country'    => __( 'Country', 'vitrine' ),
			'address_1'  => __( 'Street and house number', 'vitrine' ),
			'address_2'  => __( 'Address line 2', 'vitrine' ),
			'postcode'   => __( 'Postcode', 'vitrine' ),
			'city'       => __( 'City', 'vitrine' ),
			'state'      => __( 'State', 'vitrine' ),
			'email'      => __( 'Email address', 'vitrine' ),
			'phone'      => __( 'Phone', 'vitrine' ),
		);
		return $labels[ $suffix ] ?? $suffix;
	}

	/**
	 * A field's label within its section (§3.11 billing_field, shipping_field).
	 *
	 * @param string $section billing or shipping.
	 * @param string $suffix  Field name without the section.
	 */
	public static function section_label( string $section, string $suffix ): string {
		/* translators: %s: field label, e.g. Vorname */
		$template = 'shipping' === $section ? __( 'Shipping %s', 'vitrine' ) : __( 'Billing %s', 'vitrine' );
		return sprintf( $template, self::label( $suffix ) );
	}

	/**
	 * Validates the checkout form.
	 *
	 * @param array<string, mixed> $form           Posted fields (unslashed).
	 * @param bool                 $needs_shipping Whether the cart is shipped.
	 * @param bool                 $logged_in      Whether a user is logged in (no account creation then).
	 * @return array{fields: array<string, string>, errors: array<string, string>} Clean values and errors by field name.
	 */
	public static function validate( array $form, bool $needs_shipping, bool $logged_in ): array {
		$fields = array();
		$errors = array();
		$text   = static fn( string $name ): string => isset( $form[ $name ] ) && is_scalar( $form[ $name ] ) ? trim( sanitize_text_field( (string) $form[ $name ] ) ) : '';

		$sections = array( 'billing' );
		if ( $needs_shipping && in_array( $text( 'ship_to_different_address' ), array( '1', 'true', 'on' ), true ) ) {
			$sections[] = 'shipping';
		}
		foreach ( $sections as $section ) {
			$address = self::address( $form, $section );
			$fields += $address['fields'];
			$errors += $address['errors'];
		}
		if ( ! in_array( 'shipping', $sections, true ) ) {
			foreach ( array_keys( self::ADDRESS_FIELDS ) as $suffix ) {
				$fields[ 'shipping_' . $suffix ] = $fields[ 'billing_' . $suffix ];
			}
		}
		// A parcel goes only where a shipping zone takes it (ShippingRules).
		$destination = end( $sections ) . '_country';
		if ( $needs_shipping && ! isset( $errors[ $destination ] ) && '' !== $fields[ $destination ] && ! ShippingSettings::serves( $fields[ $destination ] ) ) {
			$errors[ $destination ] = __( 'We do not deliver to this country.', 'vitrine' );
		}

		$fields['billing_email'] = $text( 'billing_email' );
		if ( '' === $fields['billing_email'] ) {
			/* translators: %s: field label */
			$errors['billing_email'] = sprintf( __( '%s is a required field.', 'vitrine' ), self::section_label( 'billing', 'email' ) );
		} elseif ( ! self::valid_email( $fields['billing_email'] ) ) {
			$errors['billing_email'] = __( 'Please enter a valid email address.', 'vitrine' );
		}
		$fields['billing_phone'] = $text( 'billing_phone' );
		if ( '' !== $fields['billing_phone'] && ! self::valid_phone( $fields['billing_phone'] ) ) {
			$errors['billing_phone'] = __( 'The phone number must have 6 to 15 digits.', 'vitrine' );
		}

		$fields['payment_method'] = $text( 'payment_method' );
		if ( ! Gateways::known( $fields['payment_method'] ) ) {
			$errors['payment_method'] = __( 'Please choose a payment method.', 'vitrine' );
		}

		// Kept with the billing details of the order (no column of its own).
		$comments                         = isset( $form['order_comments'] ) && is_scalar( $form['order_comments'] ) ? trim( sanitize_textarea_field( (string) $form['order_comments'] ) ) : '';
		$fields['billing_order_comments'] = mb_substr( $comments, 0, 1000 );

		$fields['createaccount'] = ! $logged_in && in_array( $text( 'createaccount' ), array( '1', 'true', 'on' ), true ) ? '1' : '';
		if ( '1' === $fields['createaccount'] && ! isset( $errors['billing_email'] ) && email_exists( $fields['billing_email'] ) ) {
			$errors['billing_email'] = __( 'An account with this email address exists already. Please log in.', 'vitrine' );
		}
		// The terms-and-withdrawal checkbox, when the shop owner switched it on.
		$errors += TermsConsent::errors( $form );
		return array(
			'fields' => $fields,
			'errors' => $errors,
		);
	}

	/**
	 * One address section (billing or shipping) of §3.5: the checkout's and
	 * my account's address forms check the same way.
	 *
	 * @param array<string, mixed> $form    Posted fields (unslashed).
	 * @param string               $section billing or shipping.
	 * @return array{fields: array<string, string>, errors: array<string, string>}
	 */
	public static function address( array $form, string $section ): array {
		$fields = array();
		$errors = array();
		$text   = static fn( string $name ): string => isset( $form[ $name ] ) && is_scalar( $form[ $name ] ) ? trim( sanitize_text_field( (string) $form[ $name ] ) ) : '';
		foreach ( self::ADDRESS_FIELDS as $suffix => $required ) {
			$name            = $section . '_' . $suffix;
			$value           = $text( $name );
			$max             = self::MAX_LENGTHS[ $suffix ] ?? 200;
			$fields[ $name ] = mb_substr( $value, 0, $max );
			if ( $required && '' === $fields[ $name ] ) {
				/* translators: %s: field label, e.g. Vorname (Rechnungsadresse) */
				$errors[ $name ] = sprintf( __( '%s is a required field.', 'vitrine' ), self::section_label( $section, $suffix ) );
			} elseif ( mb_strlen( $value ) > $max ) {
				// Refused, not cut: a shortened name or street would be a wrong one.
				/* translators: 1: field label, e.g. Vorname (Rechnungsadresse), 2: number of characters */
				$errors[ $name ] = sprintf( __( '%1$s may have at most %2$d characters.', 'vitrine' ), self::section_label( $section, $suffix ), $max );
			}
		}
		$country                         = strtoupper( $fields[ $section . '_country' ] );
		$fields[ $section . '_country' ] = $country;
		if ( '' !== $country && ! in_array( $country, self::countries(), true ) ) {
			$errors[ $section . '_country' ] = __( 'We do not deliver to this country.', 'vitrine' );
		}
		$postcode = $fields[ $section . '_postcode' ];
		if ( '' !== $postcode && ! self::valid_postcode( $postcode, $country ) ) {
			/* translators: %s: field label */
			$errors[ $section . '_postcode' ] = sprintf( __( '%s is not a valid postcode.', 'vitrine' ), self::section_label( $section, 'postcode' ) );
		}
		return array(
			'fields' => $fields,
			'errors' => $errors,
		);
	}

	/**
	 * E-mail format (§5.4).
	 *
	 * @param string $email Address.
	 */
	public static function valid_email( string $email ): bool {
		return false !== is_email( $email );
	}

	/**
	 * Phone number of 6 to 15 digits (§5.4); spaces, +, -, /, dots and
	 * brackets may separate them, nothing else.
	 *
	 * @param string $phone Number as typed.
	 */
	public static function valid_phone( string $phone ): bool {
		if ( ! preg_match( '/^\+?[\d\s\-\/().]+$/', $phone ) ) {
			return false;
		}
		$digits = strlen( (string) preg_replace( '/\D/', '', $phone ) );
		return $digits >= 6 && $digits <= 15;
	}

	/**
	 * Postcode format of a country (German-speaking countries exactly,
	 * others loosely).
	 *
	 * @param string $postcode Postcode.
	 * @param string $country  ISO country code.
	 */
	public static function valid_postcode( string $postcode, string $country ): bool {
		$patterns = array(
			'DE' => '/^\d{5}$/',
			'AT' => '/^\d{4}$/',
			'CH' => '/^\d{4}$/',
			'LI' => '/^\d{4}$/',
			'NL' => '/^\d{4}\s?[A-Za-z]{2}$/',
		);
		return (bool) preg_match( $patterns[ $country ] ?? '/^[A-Za-z0-9][A-Za-z0-9 \-]{1,9}$/', $postcode );
	}

	/**
	 * Countries the shop delivers to.
	 *
	 * @return string[]
	 */
	public static function countries(): array {
		$setting = get_option( 'vitrine_countries' );
		return is_array( $setting ) && $setting ? array_values( array_intersect( self::COUNTRIES, $setting ) ) : self::COUNTRIES;
	}
}
