<?php
/**
 * The §3.11 keys of the shipping calls inside the wallet pop-up (§4.8, §7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Shipping;

defined( 'ABSPATH' ) || exit;

/**
 * The part of the page configuration that the §4.8 shipping callbacks read:
 * where the option change goes (`update_customer_shipping.shipping_options`),
 * where the address change reads the cart and sends the address
 * (`update_customer_shipping.shipping_address`), and the nonce they send in
 * the `Nonce` header. No side effects; the configuration builder merges it.
 */
final class Config {

	/**
	 * The keys for the page.
	 *
	 * @return array{update_customer_shipping: array{shipping_options: array{endpoint: string}, shipping_address: array{cart_endpoint: string, update_customer_endpoint: string}}, store_api_nonce: string}
	 */
	public static function for_page(): array {
		return array(
			'update_customer_shipping' => array(
				'shipping_options' => array(
					'endpoint' => rest_url( Routes::NAMESPACE . Routes::SELECT_RATE ),
				),
				'shipping_address' => array(
					'cart_endpoint'            => rest_url( Routes::NAMESPACE . Routes::CART ),
					'update_customer_endpoint' => rest_url( Routes::NAMESPACE . Routes::UPDATE_CUSTOMER ),
				),
			),
			'store_api_nonce'          => Routes::nonce(),
		);
	}
}
