<?php
/**
 * The add-to-cart form of a product page, rendered on the server.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Ajax\Router;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Connection;
use Vitrine\Store\Money;
use Vitrine\Store\Product;
use Vitrine\Store\Store;

defined( 'ABSPATH' ) || exit;

/**
 * One form per product type with the field names of §2.4/§3.6:
 * `add-to-cart`, `quantity`, `attribute_*` selects, `quantity[{id}]` for the
 * products of a group, `wc_bookings_field*` for bookings. It works as a plain
 * POST (AddToCart); the view script (src/blocks/add-to-cart-form/view.ts)
 * turns it into a call of change_cart and keeps the `vitrine/cart` store up
 * to date. Everything the script needs is in `data-vitrine-product`.
 */
final class AddToCartForm {

	/**
	 * Ids of the payment wrappers of the product context (§3.11
	 * button.wrapper and messages.wrapper).
	 */
	public const BUTTON_WRAPPER   = Ids::WRAPPER_BUTTONS;
	public const MESSAGES_WRAPPER = Ids::WRAPPER_MESSAGES;

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( private readonly Store $store ) {}

	/**
	 * The form's HTML.
	 *
	 * @param Product $product            The page's product.
	 * @param string  $wrapper_attributes Block wrapper attributes.
	 */
	public function render( Product $product, string $wrapper_attributes ): string {
		// §2.4: the payment buttons of the product context render in this form, once the provider is connected.
		$offer = Connection::is_connected();
		if ( $offer ) {
			do_action( Ids::CONTEXT_ACTION, Ids::CONTEXT_PRODUCT, array( 'product_id' => $product->id ) );
		}

		$notice    = AddToCart::notice_for( $product );
		$sold_out  = $this->sold_out( $product );
		$variable  = $product->is_variable();
		$fields    = match ( $product->type ) {
			Product::GROUPED => $this->grouped_fields( $product ),
			Product::BOOKING => $this->booking_fields( $product ),
			default          => ( $variable ? $this->attribute_fields( $product ) : '' ) . ( $product->is_subscription() ? '' : $this->quantity_field( $product, $sold_out ) ),
		};
		$stock     = $variable || Product::GROUPED === $product->type ? '' : ProductView::stock_text( $product->stock );
		// A variable product's button stays usable without JavaScript; the view script disables it until a variation is found (§4.4).
		$disabled  = $sold_out;
		$data      = array(
			'id'         => $product->id,
			'type'       => $product->type,
			'name'       => $product->name,
			'nonce'      => Router::nonce( 'change_cart' ),
			'addUrl'     => Router::url( 'change_cart' ),
			'cartUrl'    => Router::url( 'cart_script_params' ),
			'cartPage'   => ShopPages::cart_url(),
			'variations' => $variable ? $this->variations( $product ) : array(),
		);
		$notice_html = '';
		if ( $notice ) {
			$notice_html = sprintf(
				'<p class="vitrine-notice vitrine-notice--%1$s">%2$s%3$s</p>',
				esc_attr( $notice['type'] ),
				esc_html( $notice['message'] ),
				'success' === $notice['type'] ? ' <a href="' . esc_url( ShopPages::cart_url() ) . '">' . esc_html__( 'View cart', 'vitrine' ) . '</a>' : ''
			);
		}

		ob_start();
		?>
		<div <?php echo $wrapper_attributes; // phpcs:ignore WordPress.Security.EscapeOutput -- get_block_wrapper_attributes() escapes. ?>>
			<form class="vitrine-add-to-cart cart" method="post" novalidate action="<?php echo esc_url( AddToCart::action_url( $product->id ) ); ?>" data-vitrine-product="<?php echo esc_attr( (string) wp_json_encode( $data ) ); ?>" data-price-amount="<?php echo esc_attr( Money::to_decimal( $this->amount( $product ), $this->store->currency() ) ); ?>">
				<div class="vitrine-add-to-cart__notices" role="status" aria-live="polite"><?php echo $notice_html; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped above. ?></div>
				<input type="hidden" name="add-to-cart" value="<?php echo esc_attr( (string) $product->id ); ?>">
				<?php echo $fields; // phpcs:ignore WordPress.Security.EscapeOutput -- built with escaping below. ?>
				<p class="vitrine-add-to-cart__stock stock<?php echo $sold_out ? ' out-of-stock' : ''; ?>"<?php echo '' === $stock ? ' hidden' : ''; ?>><?php echo esc_html( $stock ); ?></p>
				<button type="submit" class="vitrine-add-to-cart__button single_add_to_cart_button wp-element-button<?php echo $disabled ? ' disabled' : ''; ?>"<?php echo $sold_out && ! $variable ? ' disabled' : ''; ?><?php echo $disabled ? ' aria-disabled="true"' : ''; ?>><?php echo esc_html__( 'Add to cart', 'vitrine' ); ?></button>
				<?php if ( $offer ) : ?>
				<div id="<?php echo esc_attr( self::BUTTON_WRAPPER ); ?>" class="vitrine-payment-buttons"></div>
				<div id="<?php echo esc_attr( self::MESSAGES_WRAPPER ); ?>" class="vitrine-paylater-messages"></div>
				<?php endif; ?>
			</form>
		</div>
		<?php
		return (string) ob_get_clean();
	}

	/**
	 * The amount the page's price element stands for (§5.4: zero disables
	 * the payment buttons): the product's price, a variation's once chosen.
	 *
	 * @param Product $product Product.
	 */
	private function amount( Product $product ): int {
		if ( $product->is_variable() ) {
			$variation = $this->chosen_variation( $product );
			return $variation ? $variation->price : 0;
		}
		if ( Product::GROUPED === $product->type ) {
			return 0;
		}
		return $product->price;
	}

	/**
	 * Whether nothing of the product can be bought.
	 *
	 * @param Product $product Product.
	 */
	private function sold_out( Product $product ): bool {
		if ( $product->is_variable() ) {
			foreach ( $product->variations as $variation ) {
				if ( null === $variation->stock || $variation->stock > 0 ) {
					return false;
				}
			}
			return (bool) $product->variations;
		}
		return null !== $product->stock && $product->stock <= 0;
	}

	/**
	 * The variation picked in a form posted without JavaScript that failed,
	 * so the page shows the shopper's choice again.
	 *
	 * @param Product $product Variable product.
	 */
	private function chosen_variation( Product $product ): ?\Vitrine\Store\Variation {
		$chosen = array();
		foreach ( array_keys( $product->attributes ) as $slug ) {
			$chosen[ $slug ] = $this->posted( 'attribute_' . $slug );
		}
		return $product->find_variation( $chosen );
	}

	/**
	 * A value of this request's posted add-to-cart form for this product.
	 *
	 * @param string $name Field name.
	 */
	private function posted( string $name ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only fills the form again; AddToCart checked the nonce.
		$value = $_POST[ $name ] ?? '';
		return is_string( $value ) ? sanitize_text_field( wp_unslash( $value ) ) : '';
	}

	/**
	 * The variations as the view script needs them: attributes, price and
	 * stock texts, amount, stock state and first_payment_html (§3.3).
	 *
	 * @param Product $product Variable product.
	 * @return array<int, array<string, mixed>>
	 */
	private function variations( Product $product ): array {
		$rows = array();
		foreach ( $this->store->variations( $product->id ) as $row ) {
			$variation = $product->variation( $row['variation_id'] );
			$rows[]    = array(
				'id'               => $row['variation_id'],
				'attributes'       => $row['attributes'],
				'priceText'        => ProductView::variation_price_text( $this->store, $product, $variation ),
				'amount'           => Money::to_decimal( $row['price'], $this->store->currency() ),
				'stockText'        => ProductView::stock_text( $variation ? $variation->stock : null ),
				'inStock'          => $row['is_in_stock'],
				'firstPaymentHtml' => $row['first_payment_html'],
			);
		}
		return $rows;
	}

	/**
	 * One select per attribute (`attribute_{slug}`), a reset button and the
	 * area for the chosen variation's price and stock.
	 *
	 * @param Product $product Variable product.
	 */
	private function attribute_fields( Product $product ): string {
		$html = '<div class="vitrine-add-to-cart__attributes">';
		foreach ( $product->attributes as $slug => $attribute ) {
			$name    = 'attribute_' . $slug;
			$id      = 'vitrine-' . $product->id . '-' . $name;
			$current = $this->posted( $name );
			$html   .= '<p class="vitrine-field"><label for="' . esc_attr( $id ) . '">' . esc_html( $attribute['label'] ) . '</label>';
			$html   .= '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" data-attribute_name="' . esc_attr( $name ) . '">';
			$html   .= '<option value="">' . esc_html__( 'Choose an option', 'vitrine' ) . '</option>';
			foreach ( $attribute['options'] as $option ) {
				// A sold-out option says so and stays selectable, so its price and the sold-out notice show.
				/* translators: %s: option, e.g. L */
				$text  = self::option_sold_out( $product, $slug, $option ) ? sprintf( __( '%s (sold out)', 'vitrine' ), $option ) : $option;
				$html .= '<option value="' . esc_attr( $option ) . '"' . selected( $current, $option, false ) . '>' . esc_html( $text ) . '</option>';
			}
			$html .= '</select></p>';
		}
		$variation = $this->chosen_variation( $product );
		$html     .= '<button type="button" class="vitrine-add-to-cart__reset reset_variations" hidden>' . esc_html__( 'Clear selection', 'vitrine' ) . '</button>';
		$html     .= '<input type="hidden" name="variation_id" class="variation_id" value="' . esc_attr( $variation ? (string) $variation->id : '' ) . '">';
		$html     .= '<div class="vitrine-add-to-cart__variation single_variation" aria-live="polite">';
		if ( $variation ) {
			$html .= '<p class="vitrine-add-to-cart__price price">' . esc_html( ProductView::variation_price_text( $this->store, $product, $variation ) ) . '</p>';
			$stock = ProductView::stock_text( $variation->stock );
			$html .= '' !== $stock ? '<p class="stock">' . esc_html( $stock ) . '</p>' : '';
		}
		return $html . '</div></div>';
	}

	/**
	 * Whether every variation an option can lead to is sold out (none of
	 * them left in stock; an option no variation has is not marked).
	 *
	 * @param Product $product Variable product.
	 * @param string  $slug    Attribute slug.
	 * @param string  $option  Option.
	 */
	private static function option_sold_out( Product $product, string $slug, string $option ): bool {
		$found = false;
		foreach ( $product->variations as $variation ) {
			$value = $variation->attributes[ $slug ] ?? '';
			if ( '' !== $value && $value !== $option ) {
				continue;
			}
			if ( null === $variation->stock || $variation->stock > 0 ) {
				return false;
			}
			$found = true;
		}
		return $found;
	}

	/**
	 * The `quantity` number input.
	 *
	 * @param Product $product  Product.
	 * @param bool    $sold_out Whether it is sold out.
	 */
	private function quantity_field( Product $product, bool $sold_out ): string {
		$id  = 'vitrine-' . $product->id . '-quantity';
		$max = null !== $product->stock && ! $product->is_variable() ? ' max="' . esc_attr( (string) max( 1, $product->stock ) ) . '"' : '';
		return '<p class="vitrine-field vitrine-field--quantity quantity"><label for="' . esc_attr( $id ) . '">' . esc_html__( 'Quantity', 'vitrine' ) . '</label>'
			. '<input type="number" id="' . esc_attr( $id ) . '" name="quantity" class="qty" value="1" min="1" step="1" inputmode="numeric"' . $max . ( $sold_out ? ' disabled' : '' ) . '></p>';
	}

	/**
	 * One `quantity[{id}]` input per product of the group (§2.4, §5.4);
	 * products with options link to their own page instead.
	 *
	 * @param Product $product Grouped product.
	 */
	private function grouped_fields( Product $product ): string {
		$rows = '';
		foreach ( $product->children as $child_id ) {
			$child = $this->store->product( $child_id );
			if ( ! $child || 'publish' !== $child->status ) {
				continue;
			}
			$id    = 'vitrine-' . $product->id . '-quantity-' . $child->id;
			$stock = $child->is_variable() ? '' : ProductView::stock_text( $child->stock );
			if ( $child->is_variable() || Product::BOOKING === $child->type || Product::GROUPED === $child->type ) {
				$input = '<a href="' . esc_url( (string) get_permalink( $child->id ) ) . '">'
					/* translators: %s: product name */
					. esc_html( sprintf( __( 'Choose options for "%s"', 'vitrine' ), $child->name ) ) . '</a>';
			} else {
				$out   = null !== $child->stock && $child->stock <= 0;
				$max   = null !== $child->stock ? ' max="' . esc_attr( (string) max( 0, $child->stock ) ) . '"' : '';
				$input = '<label class="screen-reader-text" for="' . esc_attr( $id ) . '">'
					/* translators: %s: product name */
					. esc_html( sprintf( __( 'Quantity of "%s"', 'vitrine' ), $child->name ) ) . '</label>'
					. '<input type="number" id="' . esc_attr( $id ) . '" name="quantity[' . esc_attr( (string) $child->id ) . ']" class="qty" value="" placeholder="0" min="0" step="1" inputmode="numeric"' . $max . ( $out ? ' disabled' : '' ) . '>';
			}
			$rows .= '<tr><td class="vitrine-grouped__quantity">' . $input . '</td>'
				. '<th scope="row" class="vitrine-grouped__name"><a href="' . esc_url( (string) get_permalink( $child->id ) ) . '">' . esc_html( $child->name ) . '</a></th>'
				. '<td class="vitrine-grouped__price">' . esc_html( ProductView::price_text( $this->store, $child ) )
				. ( '' !== $stock ? '<br><span class="stock">' . esc_html( $stock ) . '</span>' : '' ) . '</td></tr>';
		}
		return '<table class="vitrine-grouped group_table"><caption class="screen-reader-text">' . esc_html__( 'Products of this group', 'vitrine' ) . '</caption><tbody>' . $rows . '</tbody></table>';
	}

	/**
	 * Date, time and persons of a booking (`wc_bookings_field*`, §2.4).
	 *
	 * @param Product $product Booking product.
	 */
	private function booking_fields( Product $product ): string {
		$prefix = 'vitrine-' . $product->id . '-';
		$today  = ( new \DateTimeImmutable( 'now', wp_timezone() ) )->format( 'Y-m-d' );
		$field  = static fn( string $name, string $label, string $input ): string => '<p class="vitrine-field"><label for="' . esc_attr( $prefix . $name ) . '">' . esc_html( $label ) . '</label>' . $input . '</p>';
		// No `required`: the server checks them and answers in German (§8.2: booking products show the specific error).
		return '<div class="vitrine-add-to-cart__booking wc-bookings-booking-form">'
			. $field( 'wc_bookings_field_start_date', __( 'Date', 'vitrine' ), '<input type="date" id="' . esc_attr( $prefix . 'wc_bookings_field_start_date' ) . '" name="wc_bookings_field_start_date" min="' . esc_attr( $today ) . '" value="' . esc_attr( $this->posted( 'wc_bookings_field_start_date' ) ) . '" aria-required="true">' )
			. $field( 'wc_bookings_field_start_date_time', __( 'Time', 'vitrine' ), '<input type="time" id="' . esc_attr( $prefix . 'wc_bookings_field_start_date_time' ) . '" name="wc_bookings_field_start_date_time" step="900" value="' . esc_attr( $this->posted( 'wc_bookings_field_start_date_time' ) ) . '" aria-required="true">' )
			. $field( 'wc_bookings_field_persons', __( 'Persons', 'vitrine' ), '<input type="number" id="' . esc_attr( $prefix . 'wc_bookings_field_persons' ) . '" name="wc_bookings_field_persons" value="' . esc_attr( '' !== $this->posted( 'wc_bookings_field_persons' ) ? $this->posted( 'wc_bookings_field_persons' ) : '1' ) . '" min="1" max="' . esc_attr( (string) $product->max_persons ) . '" step="1" inputmode="numeric">' )
			. '</div>';
	}
}
