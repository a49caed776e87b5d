<?php
/**
 * Markup of the product data box.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Store\Product;
use Vitrine\Store\ShippingSettings;
use Vitrine\Store\Tax;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the box from form values (strings as typed or as stored) and
 * errors keyed by field path (`price`, `variations.{row}.plan.trial_period`).
 * Every control has a visible label; a field with an error is marked
 * aria-invalid and described by its message. Parts that belong to other
 * product types carry `data-types` and are hidden; the box's script shows
 * them when the type changes.
 */
final class ProductBoxView {

	private const TEMPLATE_KEY = '__key__';

	/**
	 * @param array<string, mixed>  $values   Form values (see ProductForm::values()).
	 * @param array<string, string> $errors   Field path => German message.
	 * @param string                $message  Message of a refused save, '' for none.
	 * @param string                $currency ISO 4217 code (for labels).
	 */
	public function __construct(
		private array $values,
		private array $errors,
		private string $message,
		private string $currency,
	) {
	}

	/**
	 * Prints the box.
	 *
	 * @param int                $post_id    Product post ID.
	 * @param string             $nonce      Nonce of the save.
	 * @param string             $ajax_nonce Nonce of the box's reload.
	 * @param array<int, string> $children   Products a group may hold, ID => title.
	 * @param array<int, string> $plans      Membership plans, ID => title.
	 */
	public function render( int $post_id, string $nonce, string $ajax_nonce, array $children, array $plans ): void {
		$type = (string) ( $this->values['type'] ?? Product::SIMPLE );
		$html = sprintf(
			'<div class="vitrine-product-box" data-vitrine-product-box data-post="%1$d" data-nonce="%2$s" data-any-label="%3$s" data-attribute-label="%5$s" data-type="%4$s">',
			$post_id,
			esc_attr( $ajax_nonce ),
			esc_attr__( 'Any', 'vitrine' ),
			esc_attr( $type ),
			esc_attr__( 'Attribute', 'vitrine' )
		);
		$html .= sprintf( '<input type="hidden" name="vitrine_product_data" value="%s" />', esc_attr( $nonce ) );
		if ( '' !== $this->message ) {
			$html .= '<div class="notice notice-error inline vitrine-product-notice" role="alert"><p>' . esc_html( $this->message ) . '</p>';
			$listed = array_unique( array_diff( array_values( $this->errors ), array( $this->message ) ) );
			if ( $listed ) {
				$html .= '<ul>';
				foreach ( $listed as $error ) {
					$html .= '<li>' . esc_html( $error ) . '</li>';
				}
				$html .= '</ul>';
			}
			$html .= '</div>';
		}

		$amount_help = __( 'In euros, with a decimal comma, for example 12,90.', 'vitrine' );
		$types       = ProductColumns::type_labels();
		$plan_options = array( '0' => __( 'No membership', 'vitrine' ) );
		foreach ( $plans as $id => $title ) {
			$plan_options[ (string) $id ] = $title;
		}
		$priced = 'simple booking subscription';

		$html .= '<table class="form-table" role="presentation">';
		$html .= $this->row( 'type', __( 'Product type', 'vitrine' ), $this->select( 'type', $types, array( 'data-vitrine-type' => '' ) ) );
		/* translators: %s: currency code, e.g. EUR */
		$html .= $this->row( 'price', sprintf( __( 'Regular price (%s)', 'vitrine' ), $this->currency ), $this->text( 'price', array( 'inputmode' => 'decimal' ) ), $amount_help, $priced );
		/* translators: %s: currency code, e.g. EUR */
		$html .= $this->row( 'was_price', sprintf( __( 'Earlier price (%s)', 'vitrine' ), $this->currency ), $this->text( 'was_price', array( 'inputmode' => 'decimal' ) ), __( 'Only for a price reduction: the lowest price of the 30 days before it (§ 11 PAngV). The shop shows it struck through with a sale badge. Leave empty otherwise.', 'vitrine' ), $priced );
		$html .= $this->row( 'stock', __( 'Stock', 'vitrine' ), $this->text( 'stock', array( 'inputmode' => 'numeric' ) ) . $this->original( 'stock' ), __( 'Leave empty if the stock is not tracked.', 'vitrine' ), $priced );
		$html .= $this->row( 'needs_shipping', __( 'Shipping', 'vitrine' ), $this->checkbox( 'needs_shipping', __( 'The product is shipped', 'vitrine' ) ), '', 'simple variable booking subscription variable-subscription' );
		$classes = array_column( ShippingSettings::get()['classes'], 'name', 'id' );
		if ( $classes || '' !== (string) $this->value( 'shipping_class' ) ) {
			// Only once the owner made a class (Einstellungen → Vitrine Versand).
			$html .= $this->row( 'shipping_class', __( 'Shipping class', 'vitrine' ), $this->select( 'shipping_class', array( '' => __( 'No shipping class', 'vitrine' ) ) + $classes ), __( 'Bulky goods: each unit adds the class’s surcharge to the shipping.', 'vitrine' ), 'simple variable booking subscription variable-subscription' );
		}
		$html .= $this->row( 'tax_class', __( 'Tax class', 'vitrine' ), $this->select( 'tax_class', Tax::class_labels() ), __( 'Prices include this VAT rate.', 'vitrine' ) );
		$html .= $this->row( 'sku', __( 'SKU', 'vitrine' ), $this->text( 'sku' ), __( 'Optional article number.', 'vitrine' ) );
		$html .= $this->row( 'grants_plan', __( 'Grants membership', 'vitrine' ), $this->select( 'grants_plan', $plan_options ), __( 'Buyers become members of this plan once they have paid.', 'vitrine' ) );
		$html .= '</table>';

		$html .= $this->fieldset(
			__( 'Subscription terms', 'vitrine' ),
			'<div class="vitrine-grid">' . $this->plan_fields( 'plan', 'sign_up_fee' ) . '</div>',
			'subscription'
		);

		$html .= $this->fieldset( __( 'Attributes', 'vitrine' ), $this->attributes(), 'variable variable-subscription', 'attributes' );
		$html .= $this->fieldset( __( 'Variations', 'vitrine' ), $this->variations(), 'variable variable-subscription', 'variations' );

		$boxes = '';
		$chosen = array_map( 'strval', (array) ( $this->values['children'] ?? array() ) );
		foreach ( $children as $id => $title ) {
			$boxes .= sprintf(
				'<p><label><input type="checkbox" name="%1$s[]" value="%2$d" %3$s /> %4$s</label></p>',
				esc_attr( $this->name( 'children' ) ),
				$id,
				checked( in_array( (string) $id, $chosen, true ), true, false ),
				esc_html( $title )
			);
		}
		if ( '' === $boxes ) {
			$boxes = '<p>' . esc_html__( 'There are no simple products yet.', 'vitrine' ) . '</p>';
		}
		$html .= $this->fieldset( __( 'Products in the group', 'vitrine' ), $boxes . $this->messages( 'children' ), 'grouped', 'children' );

		$html .= $this->fieldset(
			__( 'Booking', 'vitrine' ),
			'<div class="vitrine-grid">'
				. $this->cell( 'max_persons', __( 'Most persons per booking', 'vitrine' ), $this->text( 'max_persons', array( 'inputmode' => 'numeric' ) ) )
				. $this->cell( 'duration', __( 'Duration (minutes)', 'vitrine' ), $this->text( 'duration', array( 'inputmode' => 'numeric' ) ) )
				. '</div>',
			'booking'
		);
		$html .= ( new ProductImagesBox( $this->values, $this->errors ) )->render( $post_id );
		$html .= '</div>';

		// Everything above is escaped where it is built.
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * The attribute rows, their add button and the template of a new row.
	 */
	private function attributes(): string {
		$rows = '';
		$n    = 0;
		foreach ( (array) ( $this->values['attributes'] ?? array() ) as $key => $row ) {
			$rows .= $this->attribute_row( (string) $key, ++$n );
		}
		return $this->messages( 'attributes' )
			. '<div data-rows="attributes">' . $rows . '</div>'
			. '<p><button type="button" class="button" data-add="attributes">' . esc_html__( 'Add attribute', 'vitrine' ) . '</button></p>'
			. '<template data-template="attributes">' . $this->attribute_row( self::TEMPLATE_KEY, 0 ) . '</template>';
	}

	/**
	 * One attribute: name and its values.
	 *
	 * @param string $key Row key.
	 * @param int    $n   Position (1-based; 0 in the template).
	 */
	private function attribute_row( string $key, int $n ): string {
		$path = 'attributes.' . $key;
		return sprintf( '<fieldset class="vitrine-row" data-row="%s">', esc_attr( $key ) )
			. '<legend>' . $this->numbered( __( 'Attribute', 'vitrine' ), $n ) . '</legend>'
			. $this->messages( $path )
			. '<div class="vitrine-grid">'
			. $this->cell( $path . '.name', __( 'Name', 'vitrine' ), $this->text( $path . '.name', array( 'data-attribute-name' => '' ) ) )
			. $this->cell( $path . '.options', __( 'Values, separated by |', 'vitrine' ), $this->text( $path . '.options', array( 'data-attribute-options' => '' ) ) )
			. '</div>'
			. '<p><button type="button" class="button-link button-link-delete" data-remove>' . esc_html__( 'Remove attribute', 'vitrine' ) . '</button></p>'
			. '</fieldset>';
	}

	/**
	 * The variation rows, their add button and the template of a new row.
	 */
	private function variations(): string {
		$rows = '';
		$n    = 0;
		foreach ( (array) ( $this->values['variations'] ?? array() ) as $key => $row ) {
			$rows .= $this->variation_row( (string) $key, ++$n );
		}
		return $this->messages( 'variations' )
			. '<div data-rows="variations">' . $rows . '</div>'
			. '<p><button type="button" class="button" data-add="variations">' . esc_html__( 'Add variation', 'vitrine' ) . '</button></p>'
			. '<template data-template="variations">' . $this->variation_row( self::TEMPLATE_KEY, 0 ) . '</template>';
	}

	/**
	 * One variation: its attribute combination, price, stock and, for
	 * variable subscriptions, its own terms.
	 *
	 * @param string $key Row key.
	 * @param int    $n   Position (1-based; 0 in the template).
	 */
	private function variation_row( string $key, int $n ): string {
		$path    = 'variations.' . $key;
		$choices = '';
		foreach ( (array) ( $this->values['attributes'] ?? array() ) as $attribute_key => $attribute ) {
			$options = array( '' => __( 'Any', 'vitrine' ) );
			foreach ( array_filter( array_map( 'trim', explode( '|', (string) ( $attribute['options'] ?? '' ) ) ), 'strlen' ) as $option ) {
				$options[ $option ] = $option;
			}
			$name     = trim( (string) ( $attribute['name'] ?? '' ) );
			$field    = $path . '.attributes.' . $attribute_key;
			$attrs    = array( 'data-attribute-key' => (string) $attribute_key );
			if ( isset( $this->errors[ $path . '.attributes' ] ) ) {
				// The combination as a whole is wrong: every choice points at its message.
				$attrs['aria-invalid']     = 'true';
				$attrs['aria-describedby'] = $this->id( $path . '.attributes' ) . '-error';
			}
			$choices .= $this->cell( $field, '' === $name ? __( 'Attribute', 'vitrine' ) : $name, $this->select( $field, $options, $attrs ) );
		}
		$amount_help = __( 'In euros, for example 12,90.', 'vitrine' );
		return sprintf( '<fieldset class="vitrine-row" data-row="%s">', esc_attr( $key ) )
			. '<legend>' . $this->numbered( __( 'Variation', 'vitrine' ), $n ) . '</legend>'
			. sprintf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( $this->name( $path . '.id' ) ), esc_attr( (string) $this->value( $path . '.id' ) ) )
			. $this->messages( $path ) . $this->messages( $path . '.attributes' )
			. '<div class="vitrine-grid" data-variation-attributes>' . $choices . '</div>'
			. '<div class="vitrine-grid">'
			/* translators: %s: currency code, e.g. EUR */
			. $this->cell( $path . '.price', sprintf( __( 'Price (%s)', 'vitrine' ), $this->currency ), $this->text( $path . '.price', array( 'inputmode' => 'decimal' ) ), $amount_help )
			. $this->cell( $path . '.stock', __( 'Stock', 'vitrine' ), $this->text( $path . '.stock', array( 'inputmode' => 'numeric' ) ) . $this->original( $path . '.stock' ), __( 'Empty: not tracked.', 'vitrine' ) )
			. '</div>'
			. '<div class="vitrine-grid" data-types="variable-subscription"' . $this->hidden_unless( 'variable-subscription' ) . '>'
			. $this->plan_fields( $path . '.plan', $path . '.sign_up_fee' )
			. '</div>'
			. '<p><button type="button" class="button-link button-link-delete" data-remove>' . esc_html__( 'Remove variation', 'vitrine' ) . '</button></p>'
			. '</fieldset>';
	}

	/**
	 * The fields of subscription terms and the sign-up fee, as grid cells.
	 *
	 * @param string $path Plan field path.
	 * @param string $fee  Sign-up fee field path.
	 */
	private function plan_fields( string $path, string $fee ): string {
		$periods = array(
			'day'   => __( 'Day', 'vitrine' ),
			'week'  => __( 'Week', 'vitrine' ),
			'month' => __( 'Month', 'vitrine' ),
			'year'  => __( 'Year', 'vitrine' ),
		);
		$units   = array(
			''      => __( '(no trial)', 'vitrine' ),
			'day'   => __( 'Days', 'vitrine' ),
			'week'  => __( 'Weeks', 'vitrine' ),
			'month' => __( 'Months', 'vitrine' ),
			'year'  => __( 'Years', 'vitrine' ),
		);
		return $this->cell( $path . '.period', __( 'Billing period', 'vitrine' ), $this->select( $path . '.period', $periods ) )
			. $this->cell( $path . '.interval', __( 'Every … periods', 'vitrine' ), $this->text( $path . '.interval', array( 'inputmode' => 'numeric' ) ) )
			. $this->cell( $path . '.trial_length', __( 'Free trial length', 'vitrine' ), $this->text( $path . '.trial_length', array( 'inputmode' => 'numeric' ) ) )
			. $this->cell( $path . '.trial_period', __( 'Free trial unit', 'vitrine' ), $this->select( $path . '.trial_period', $units ) )
			/* translators: %s: currency code, e.g. EUR */
			. $this->cell( $fee, sprintf( __( 'Sign-up fee (%s)', 'vitrine' ), $this->currency ), $this->text( $fee, array( 'inputmode' => 'decimal' ) ) )
			. $this->cell( $path . '.sync_day', __( 'Renewal day', 'vitrine' ), $this->text( $path . '.sync_day', array( 'inputmode' => 'numeric' ) ), __( 'Optional: weekday 1–7, day of month 1–31, or MMDD for yearly.', 'vitrine' ) );
	}

	/**
	 * A form-table row.
	 *
	 * @param string $path    Field path.
	 * @param string $label   Label.
	 * @param string $control Control markup.
	 * @param string $help    Help text.
	 * @param string $types   Types the row belongs to, '' for all.
	 */
	private function row( string $path, string $label, string $control, string $help = '', string $types = '' ): string {
		$attrs = '' === $types ? '' : ' data-types="' . esc_attr( $types ) . '"' . $this->hidden_unless( $types );
		$label = 'needs_shipping' === $path ? esc_html( $label ) : sprintf( '<label for="%1$s">%2$s</label>', esc_attr( $this->id( $path ) ), esc_html( $label ) );
		return "<tr{$attrs}><th scope=\"row\">{$label}</th><td>{$control}" . $this->messages( $path, $help ) . '</td></tr>';
	}

	/**
	 * A grid cell with label, control, error and help.
	 *
	 * @param string $path    Field path.
	 * @param string $label   Label.
	 * @param string $control Control markup.
	 * @param string $help    Help text.
	 */
	private function cell( string $path, string $label, string $control, string $help = '' ): string {
		return sprintf( '<div><label for="%1$s">%2$s</label>%3$s', esc_attr( $this->id( $path ) ), esc_html( $label ), $control ) . $this->messages( $path, $help ) . '</div>';
	}

	/**
	 * A fieldset of type-specific fields.
	 *
	 * @param string $legend  Legend.
	 * @param string $content Content markup.
	 * @param string $types   Types it belongs to.
	 * @param string $section Section name, for the script.
	 */
	private function fieldset( string $legend, string $content, string $types, string $section = '' ): string {
		return sprintf(
			'<fieldset data-types="%1$s"%2$s%3$s><legend>%4$s</legend>%5$s</fieldset>',
			esc_attr( $types ),
			$this->hidden_unless( $types ),
			'' === $section ? '' : ' data-section="' . esc_attr( $section ) . '"',
			esc_html( $legend ),
			$content
		);
	}

	/**
	 * A text input.
	 *
	 * @param string                $path  Field path.
	 * @param array<string, string> $attrs Extra attributes.
	 */
	private function text( string $path, array $attrs = array() ): string {
		return sprintf( '<input type="text" id="%1$s" name="%2$s" value="%3$s" class="regular-text"%4$s />', esc_attr( $this->id( $path ) ), esc_attr( $this->name( $path ) ), esc_attr( (string) $this->value( $path ) ), $this->attrs( $path, $attrs ) );
	}

	/**
	 * The stock as rendered, beside its field (see
	 * ProductDataBox::keep_untouched_stock()).
	 *
	 * @param string $path Stock field path.
	 */
	private function original( string $path ): string {
		// A kept (refused) form carries the stock of its first rendering.
		$source = null !== $this->lookup( $path . '_original' ) ? $path . '_original' : $path;
		return sprintf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( $this->name( $path . '_original' ) ), esc_attr( (string) $this->value( $source ) ) );
	}

	/**
	 * A select.
	 *
	 * @param string                $path    Field path.
	 * @param array<string, string> $options Value => label.
	 * @param array<string, string> $attrs   Extra attributes.
	 */
	private function select( string $path, array $options, array $attrs = array() ): string {
		$current = (string) $this->value( $path );
		$html    = sprintf( '<select id="%1$s" name="%2$s"%3$s>', esc_attr( $this->id( $path ) ), esc_attr( $this->name( $path ) ), $this->attrs( $path, $attrs ) );
		foreach ( $options as $value => $label ) {
			$html .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $label ) );
		}
		return $html . '</select>';
	}

	/**
	 * A checkbox with its own label.
	 *
	 * @param string $path  Field path.
	 * @param string $label Label.
	 */
	private function checkbox( string $path, string $label ): string {
		return sprintf( '<label><input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s%4$s /> %5$s</label>', esc_attr( $this->id( $path ) ), esc_attr( $this->name( $path ) ), checked( '' !== (string) $this->value( $path ), true, false ), $this->attrs( $path, array() ), esc_html( $label ) );
	}

	/**
	 * Extra attributes plus the error marking of a field.
	 *
	 * @param string                $path  Field path.
	 * @param array<string, string> $attrs Extra attributes.
	 */
	private function attrs( string $path, array $attrs ): string {
		if ( isset( $this->errors[ $path ] ) ) {
			$attrs['aria-invalid']     = 'true';
			$attrs['aria-describedby'] = $this->id( $path ) . '-error';
		}
		$html = '';
		foreach ( $attrs as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return $html;
	}

	/**
	 * The error and help text of a field.
	 *
	 * @param string $path Field path.
	 * @param string $help Help text.
	 */
	private function messages( string $path, string $help = '' ): string {
		$html = '';
		if ( isset( $this->errors[ $path ] ) ) {
			$html .= sprintf( '<p class="vitrine-field-error" id="%1$s-error">%2$s</p>', esc_attr( $this->id( $path ) ), esc_html( $this->errors[ $path ] ) );
		}
		if ( '' !== $help ) {
			$html .= '<p class="description">' . esc_html( $help ) . '</p>';
		}
		return $html;
	}

	/**
	 * ` hidden` unless the current type is one of these.
	 *
	 * @param string $types Space-separated types.
	 */
	private function hidden_unless( string $types ): string {
		return in_array( (string) ( $this->values['type'] ?? '' ), explode( ' ', $types ), true ) ? '' : ' hidden';
	}

	/**
	 * A row's legend: "Variation 2" (just the word in the template; the
	 * script numbers the rows).
	 *
	 * @param string $word Row kind.
	 * @param int    $n    Position, 0 for none.
	 */
	private function numbered( string $word, int $n ): string {
		return esc_html( $word ) . ' <span data-row-number>' . ( $n ? (string) $n : '' ) . '</span>';
	}

	/**
	 * A field's value.
	 *
	 * @param string $path Field path.
	 * @return mixed
	 */
	private function value( string $path ) {
		$value = $this->lookup( $path );
		return is_scalar( $value ) ? $value : '';
	}

	/**
	 * A field's value as given, null when it is missing.
	 *
	 * @param string $path Field path.
	 * @return mixed
	 */
	private function lookup( string $path ) {
		$value = $this->values;
		foreach ( explode( '.', $path ) as $part ) {
			if ( ! is_array( $value ) || ! array_key_exists( $part, $value ) ) {
				return null;
			}
			$value = $value[ $part ];
		}
		return $value;
	}

	/**
	 * A field's name: `vitrine_product[plan][period]`.
	 *
	 * @param string $path Field path.
	 */
	private function name( string $path ): string {
		$parts = explode( '.', $path );
		return ProductForm::FIELD . '[' . implode( '][', $parts ) . ']';
	}

	/**
	 * A field's id: `vitrine-product-plan-period`.
	 *
	 * @param string $path Field path.
	 */
	private function id( string $path ): string {
		return 'vitrine-product-' . str_replace( array( '.', '_' ), '-', $path );
	}
}
