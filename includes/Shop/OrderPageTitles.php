<?php
/**
 * The titles of the order pages below the checkout page.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Shared\FormInput;

defined( 'ABSPATH' ) || exit;

/**
 * The order-received, pay-for-order and
 * change-payment-method pages live on the checkout page (/kasse/…), so
 * without this they were all titled "Kasse". Their own German title goes
 * into `<title>` and the page heading (the theme's post-title block), and
 * the vitrine/checkout block shows no second heading of its own.
 */
final class OrderPageTitles {

	/**
	 * Hooks the title filters in.
	 */
	public static function hook(): void {
		add_filter( 'document_title_parts', array( self::class, 'document_title' ) );
		add_filter( 'the_title', array( self::class, 'post_title' ), 10, 2 );
	}

	/**
	 * The title of this request's order page, '' on any other page.
	 */
	public static function current(): string {
		if ( is_admin() || ! ShopPages::is_current( 'checkout' ) ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks a title.
		if ( FormInput::id( $_GET['change_payment_method'] ?? null ) > 0 ) {
			return __( 'Change payment method', 'vitrine' );
		}
		if ( (int) get_query_var( ShopPages::PAY_VAR ) > 0 ) {
			return __( 'Pay for order', 'vitrine' );
		}
		if ( (int) get_query_var( ShopPages::RECEIVED_VAR ) > 0 ) {
			return __( 'Order received', 'vitrine' );
		}
		return '';
	}

	/**
	 * `document_title_parts`.
	 *
	 * @param mixed $parts Title parts.
	 * @return mixed
	 */
	public static function document_title( $parts ) {
		$title = self::current();
		if ( '' !== $title && is_array( $parts ) ) {
			$parts['title'] = $title;
		}
		return $parts;
	}

	/**
	 * `the_title`: only the queried checkout page's own title (not menu
	 * entries or other posts on the page).
	 *
	 * @param mixed $title   Title.
	 * @param mixed $post_id Post ID.
	 * @return mixed
	 */
	public static function post_title( $title, $post_id = 0 ) {
		if ( (int) $post_id !== get_queried_object_id() ) {
			return $title;
		}
		$own = self::current();
		return '' !== $own ? esc_html( $own ) : $title;
	}
}
