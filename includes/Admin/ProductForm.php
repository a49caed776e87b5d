<?php
/**
 * The product data form: German input to store data and back.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Store\Money;
use Vitrine\Store\Product;
use Vitrine\Store\SubscriptionPlan;
use Vitrine\Store\Tax;

defined( 'ABSPATH' ) || exit;

/**
 * Pure conversions between the fields of the product data box (strings as
 * the shop owner typed them: "12,90", "", "3") and the data that
 * Store::update_product() takes. Parsing reports every field it cannot read
 * with a German message, keyed like the form (`price`, `plan.trial_period`,
 * `variations.{row}.price`), so the box can show each next to its field.
 */
final class ProductForm {

	/** Name of the form's field group in the request. */
	public const FIELD = 'vitrine_product';

	/** Types whose shopper picks a variation. */
	private const VARIABLE_TYPES = array( Product::VARIABLE, Product::VARIABLE_SUBSCRIPTION );

	/**
	 * An amount as the shop owner types it, in minor units: "12,90", "12.90",
	 * "1.234,50", "12,90 €" and "12" are read; null when it is no amount or
	 * negative (see amount_error() for why).
	 *
	 * @param string $raw      Typed amount.
	 * @param string $currency ISO 4217 code.
	 */
	public static function parse_amount( string $raw, string $currency = 'EUR' ): ?int {
		$raw = trim( str_replace( array( "\u{00A0}", ' ', '€' ), '', $raw ) );
		if ( str_contains( $raw, ',' ) ) {
			// German: the point groups thousands, the comma separates cents.
			if ( ! preg_match( '/^\d{1,3}(\.\d{3})*,\d*$|^\d+,\d*$/', $raw ) ) {
				return null;
			}
			$raw = str_replace( '.', '', $raw );
		}
		return Money::from_decimal( rtrim( $raw, ',' ), $currency );
	}

	/**
	 * Minor units as the form shows them: 1290 → "12,90" (no thousands
	 * separator, so the value reads back unchanged).
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency ISO 4217 code.
	 */
	public static function format_amount( int $minor, string $currency = 'EUR' ): string {
		return str_replace( '.', ',', Money::to_decimal( $minor, $currency ) );
	}

	/**
	 * Reads the submitted form.
	 *
	 * @param array<string, mixed> $input    The form's fields (unslashed).
	 * @param string               $currency ISO 4217 code.
	 * @return array{data: array<string, mixed>, errors: array<string, string>, variation_keys: string[]}
	 *         Store data, the errors by form field, and which form row each variation came from.
	 */
	public static function parse( array $input, string $currency = 'EUR' ): array {
		$errors = array();
		$type   = self::text( $input['type'] ?? '' );
		if ( ! in_array( $type, Product::TYPES, true ) ) {
			$errors['type'] = __( 'Please choose a product type.', 'vitrine' );
			return array(
				'data'           => array(),
				'errors'         => $errors,
				'variation_keys' => array(),
			);
		}
		$variable = in_array( $type, self::VARIABLE_TYPES, true );
		$data     = array(
			'type'           => $type,
			'needs_shipping' => Product::GROUPED !== $type && ! empty( $input['needs_shipping'] ),
			'sku'            => self::text( $input['sku'] ?? '' ),
			'tax_class'      => self::text( $input['tax_class'] ?? '' ),
			'shipping_class' => self::text( $input['shipping_class'] ?? '' ),
			'grants_plan'    => (int) ( $input['grants_plan'] ?? 0 ),
			'price'          => 0,
		);
		if ( '' === $data['tax_class'] ) {
			$data['tax_class'] = Tax::STANDARD;
		} elseif ( ! isset( Tax::RATES[ $data['tax_class'] ] ) ) {
			$errors['tax_class'] = __( 'Please choose a tax class.', 'vitrine' );
			$data['tax_class']   = Tax::STANDARD;
		}

		if ( ! $variable && Product::GROUPED !== $type ) {
			$data['price'] = self::amount( $input['price'] ?? '', 'price', true, $currency, $errors ) ?? 0;
			$data['stock'] = self::whole( $input['stock'] ?? '', 'stock', 0, $errors );
		}
		if ( Product::SUBSCRIPTION === $type ) {
			$data['plan']        = self::plan( is_array( $input['plan'] ?? null ) ? $input['plan'] : array(), 'plan', $errors );
			$data['sign_up_fee'] = self::amount( $input['sign_up_fee'] ?? '', 'sign_up_fee', false, $currency, $errors ) ?? 0;
		}
		if ( Product::GROUPED === $type ) {
			$data['children'] = array_values( array_filter( array_map( 'intval', (array) ( $input['children'] ?? array() ) ) ) );
			if ( array() === $data['children'] ) {
				$errors['children'] = __( 'Choose at least one product for the group.', 'vitrine' );
			}
		}
		if ( Product::BOOKING === $type ) {
			$data['max_persons'] = self::whole( $input['max_persons'] ?? '', 'max_persons', 1, $errors ) ?? 1;
			$data['duration']    = self::whole( $input['duration'] ?? '', 'duration', 0, $errors ) ?? 0;
		}

		$variation_keys = array();
		if ( $variable ) {
			$slugs              = array();
			$data['attributes'] = array();
			foreach ( self::rows( $input['attributes'] ?? array() ) as $key => $row ) {
				$name    = self::text( $row['name'] ?? '' );
				$options = array_values( array_unique( array_filter( array_map( 'trim', explode( '|', self::text( $row['options'] ?? '' ) ) ), 'strlen' ) ) );
				if ( '' === $name && array() === $options ) {
					continue;
				}
				$slug = sanitize_title( $name );
				if ( '' === $slug || array() === $options ) {
					$errors[ 'attributes.' . $key ] = __( 'Every attribute needs a name and at least one value.', 'vitrine' );
					continue;
				}
				if ( isset( $data['attributes'][ $slug ] ) ) {
					$errors[ 'attributes.' . $key ] = __( 'Two attributes have the same name.', 'vitrine' );
					continue;
				}
				$slugs[ $key ]               = $slug;
				$data['attributes'][ $slug ] = array(
					'label'   => $name,
					'options' => $options,
				);
			}
			if ( array() === $data['attributes'] && ! isset( $errors['attributes'] ) ) {
				$errors['attributes'] = __( 'Add at least one attribute with its values.', 'vitrine' );
			}
			$data['variations'] = array();
			foreach ( self::rows( $input['variations'] ?? array() ) as $key => $row ) {
				$field     = 'variations.' . $key;
				$variation = array(
					'id'         => (int) ( $row['id'] ?? 0 ),
					'attributes' => array(),
				);
				foreach ( (array) ( $row['attributes'] ?? array() ) as $attribute_key => $value ) {
					if ( isset( $slugs[ $attribute_key ] ) ) {
						$variation['attributes'][ $slugs[ $attribute_key ] ] = self::text( $value );
					}
				}
				$price = self::amount( $row['price'] ?? '', $field . '.price', true, $currency, $errors );
				if ( null !== $price ) {
					$variation['price'] = $price;
				}
				$variation['stock'] = self::whole( $row['stock'] ?? '', $field . '.stock', 0, $errors );
				if ( Product::VARIABLE_SUBSCRIPTION === $type ) {
					$variation['plan']        = self::plan( is_array( $row['plan'] ?? null ) ? $row['plan'] : array(), $field . '.plan', $errors );
					$variation['sign_up_fee'] = self::amount( $row['sign_up_fee'] ?? '', $field . '.sign_up_fee', false, $currency, $errors ) ?? 0;
				}
				$data['variations'][] = $variation;
				$variation_keys[]     = (string) $key;
			}
			if ( array() === $data['variations'] ) {
				$errors['variations'] = __( 'Add at least one variation.', 'vitrine' );
			}
			$prices = array_filter( array_column( $data['variations'], 'price' ), 'is_int' );
			// The product's own price is the lowest variation price, for sorting and "from" prices.
			$data['price'] = $prices ? min( $prices ) : 0;
		}
		return array(
			'data'           => $data,
			'errors'         => $errors,
			'variation_keys' => $variation_keys,
		);
	}

	/**
	 * Turns the field names of a StoreException (`variations.{n}.price`, by
	 * position) into the form's (`variations.{row}.price`).
	 *
	 * @param array<string, string> $errors         Store errors.
	 * @param string[]              $variation_keys Form row of each variation position.
	 * @return array<string, string>
	 */
	public static function form_errors( array $errors, array $variation_keys ): array {
		$mapped = array();
		foreach ( $errors as $field => $message ) {
			if ( preg_match( '/^variations\.(\d+)(.*)$/', $field, $match ) && isset( $variation_keys[ (int) $match[1] ] ) ) {
				$field = 'variations.' . $variation_keys[ (int) $match[1] ] . ( '.attributes' === $match[2] ? '.attributes' : $match[2] );
			}
			$mapped[ $field ] = $message;
		}
		return $mapped;
	}

	/**
	 * The form's values for a stored product (defaults for a new one).
	 *
	 * @param Product|null $product  Stored product, null for a new post.
	 * @param string       $currency ISO 4217 code.
	 * @return array<string, mixed>
	 */
	public static function values( ?Product $product, string $currency = 'EUR' ): array {
		$default_plan = self::plan_values( null );
		if ( ! $product ) {
			return array(
				'type'           => Product::SIMPLE,
				'price'          => '',
				'stock'          => '',
				'needs_shipping' => '1',
				'sku'            => '',
				'tax_class'      => Tax::STANDARD,
				'shipping_class' => '',
				'grants_plan'    => '0',
				'sign_up_fee'    => '',
				'plan'           => $default_plan,
				'attributes'     => array(),
				'variations'     => array(),
				'children'       => array(),
				'max_persons'    => '1',
				'duration'       => '',
			);
		}
		$attributes = array();
		foreach ( $product->attributes as $slug => $attribute ) {
			$attributes[ $slug ] = array(
				'name'    => (string) ( $attribute['label'] ?? $slug ),
				'options' => implode( ' | ', (array) ( $attribute['options'] ?? array() ) ),
			);
		}
		$variations = array();
		foreach ( $product->variations as $variation ) {
			$variations[ (string) $variation->id ] = array(
				'id'          => (string) $variation->id,
				'attributes'  => $variation->attributes,
				'price'       => self::format_amount( $variation->price, $currency ),
				'stock'       => null === $variation->stock ? '' : (string) $variation->stock,
				'sign_up_fee' => $variation->sign_up_fee ? self::format_amount( $variation->sign_up_fee, $currency ) : '',
				'plan'        => self::plan_values( $variation->plan ?? $product->plan ),
			);
		}
		return array(
			'type'           => $product->type,
			'price'          => self::format_amount( $product->price, $currency ),
			'stock'          => null === $product->stock ? '' : (string) $product->stock,
			'needs_shipping' => $product->needs_shipping ? '1' : '',
			'sku'            => $product->sku,
			'tax_class'      => $product->tax_class,
			'shipping_class' => $product->shipping_class,
			'grants_plan'    => (string) $product->grants_plan,
			'sign_up_fee'    => $product->sign_up_fee ? self::format_amount( $product->sign_up_fee, $currency ) : '',
			'plan'           => $product->plan ? self::plan_values( $product->plan ) : $default_plan,
			'attributes'     => $attributes,
			'variations'     => $variations,
			'children'       => array_map( 'strval', $product->children ),
			'max_persons'    => (string) $product->max_persons,
			'duration'       => $product->duration ? (string) $product->duration : '',
		);
	}

	/**
	 * A plan's form values.
	 *
	 * @param SubscriptionPlan|null $plan Terms, null for the defaults (monthly).
	 * @return array<string, string>
	 */
	private static function plan_values( ?SubscriptionPlan $plan ): array {
		return array(
			'period'       => $plan ? $plan->period : 'month',
			'interval'     => $plan ? (string) $plan->interval : '1',
			'trial_length' => $plan && $plan->trial_length ? (string) $plan->trial_length : '',
			'trial_period' => $plan && $plan->trial_length ? $plan->trial_period : '',
			'sync_day'     => $plan && null !== $plan->sync_day ? (string) $plan->sync_day : '',
		);
	}

	/**
	 * Reads plan fields.
	 *
	 * @param array<string, mixed>  $row    period, interval, trial_length, trial_period, sync_day.
	 * @param string                $field  Form field prefix.
	 * @param array<string, string> $errors Collected errors.
	 * @return array<string, mixed>
	 */
	private static function plan( array $row, string $field, array &$errors ): array {
		$period = self::text( $row['period'] ?? '' );
		if ( ! in_array( $period, SubscriptionPlan::PERIODS, true ) ) {
			$errors[ $field . '.period' ] = __( 'Please choose a billing period.', 'vitrine' );
			$period                       = 'month';
		}
		$interval     = self::whole( $row['interval'] ?? '', $field . '.interval', 1, $errors ) ?? 1;
		$trial_length = self::whole( $row['trial_length'] ?? '', $field . '.trial_length', 0, $errors ) ?? 0;
		$trial_period = self::text( $row['trial_period'] ?? '' );
		if ( $trial_length > 0 && ! in_array( $trial_period, SubscriptionPlan::PERIODS, true ) ) {
			$errors[ $field . '.trial_period' ] = __( 'Please choose the unit of the free trial (days, weeks, months or years).', 'vitrine' );
		}
		$sync_day = self::whole( $row['sync_day'] ?? '', $field . '.sync_day', 1, $errors );
		$plan     = array(
			'period'       => $period,
			'interval'     => $interval,
			'trial_length' => $trial_length,
			'trial_period' => in_array( $trial_period, SubscriptionPlan::PERIODS, true ) ? $trial_period : 'day',
			'sync_day'     => $sync_day,
		);
		if ( null !== $sync_day && ! isset( $errors[ $field . '.sync_day' ] ) ) {
			try {
				new SubscriptionPlan( $period, 1, 0, 'day', $sync_day );
			} catch ( \InvalidArgumentException ) {
				$errors[ $field . '.sync_day' ] = __( 'The renewal day does not fit the billing period: 1–7 (Monday to Sunday) for weekly, 1–31 for monthly, MMDD (e.g. 301 for 1 March) for yearly subscriptions.', 'vitrine' );
			}
		}
		return $plan;
	}

	/**
	 * Reads an amount field.
	 *
	 * @param mixed                 $raw      Typed value.
	 * @param string                $field    Form field.
	 * @param bool                  $required Whether it must be filled.
	 * @param string                $currency ISO 4217 code.
	 * @param array<string, string> $errors   Collected errors.
	 */
	private static function amount( $raw, string $field, bool $required, string $currency, array &$errors ): ?int {
		$raw = self::text( $raw );
		if ( '' === $raw ) {
			if ( $required ) {
				$errors[ $field ] = str_starts_with( $field, 'variations.' )
					? __( 'Every variation needs a price.', 'vitrine' )
					: __( 'Please enter a price.', 'vitrine' );
			}
			return null;
		}
		$minor = self::parse_amount( $raw, $currency );
		if ( null === $minor ) {
			$errors[ $field ] = null !== self::parse_amount( ltrim( $raw, '-−' ), $currency ) && preg_match( '/^\s*[-−]/u', $raw )
				? __( 'The amount must not be negative.', 'vitrine' )
				: __( 'Please enter the amount as a number, for example 12,90.', 'vitrine' );
		}
		return $minor;
	}

	/**
	 * Reads a whole-number field ('' is null).
	 *
	 * @param mixed                 $raw    Typed value.
	 * @param string                $field  Form field.
	 * @param int                   $min    Smallest allowed value.
	 * @param array<string, string> $errors Collected errors.
	 */
	private static function whole( $raw, string $field, int $min, array &$errors ): ?int {
		$raw = self::text( $raw );
		if ( '' === $raw ) {
			return null;
		}
		if ( ! preg_match( '/^\d+$/', $raw ) || (int) $raw < $min ) {
			/* translators: %d: smallest allowed number */
			$errors[ $field ] = sprintf( __( 'Please enter a whole number of at least %d.', 'vitrine' ), $min );
			return null;
		}
		return (int) $raw;
	}

	/**
	 * Rows of a repeated field group (keyed by row).
	 *
	 * @param mixed $rows Submitted rows.
	 * @return array<string, array<string, mixed>>
	 */
	private static function rows( $rows ): array {
		$clean = array();
		foreach ( is_array( $rows ) ? $rows : array() as $key => $row ) {
			if ( is_array( $row ) && preg_match( '/^[a-z0-9_-]{1,200}$/', (string) $key ) ) {
				$clean[ (string) $key ] = $row;
			}
		}
		return $clean;
	}

	/**
	 * A single-line text value.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : '';
	}
}
