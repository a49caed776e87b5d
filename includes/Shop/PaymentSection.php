<?php
/**
 * The payment section of the checkout and pay-for-order forms.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop;

use Vitrine\Payment\Cards\CardBox;
use Vitrine\Payment\Ids;
use Vitrine\Payment\Subscriptions\VaultedWallet;
use Vitrine\Shared\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Gathers what `templates/checkout/payment.php` prints: one radio per
 * offered method, each with its box (description and the wrapper its
 * buttons or fields render into: the wallet's `#ppc-button-ppcp-gateway`, a
 * separately rendered funding source's `Ids::funding_wrapper()`, a mobile
 * wallet's `#ppc-button-ppcp-{name}`), the §2.7 hidden inputs
 * `ppcp-funding-source` and `ppcp-resume-order`, and the place-order button.
 * Which of these show is decided in the browser by the §2.7 display rules
 * (src/payment/rules/display*.ts); without JavaScript every method pays
 * through the place-order button (the provider's ones on the pay-for-order
 * page).
 */
final class PaymentSection {

	/**
	 * The section's HTML.
	 *
	 * @param array<string, string> $methods     Offered methods, id => title (ShopPages::payment_methods()).
	 * @param string                $chosen      Chosen method ('' or unknown: the first).
	 * @param string                $error       The payment method's error message, '' for none.
	 * @param string                $place_label Label of the place-order button.
	 */
	public static function render( array $methods, string $chosen, string $error, string $place_label ): string {
		$chosen = isset( $methods[ $chosen ] ) ? $chosen : (string) array_key_first( $methods );
		$list   = array();
		foreach ( $methods as $id => $title ) {
			$list[] = array(
				'id'          => (string) $id,
				'title'       => $title,
				'description' => PaymentMethods::description( (string) $id ),
				'wrapper'     => Ids::method_wrapper( (string) $id ),
				'checked'     => $chosen === $id,
				// The card gateway's box: saved cards, its fields' wrapper, the save box (§2.7, §4.10).
				// The wallet's box on a free trial with a saved wallet: its details, no buttons (§2.7).
				'box'         => match ( (string) $id ) {
					Ids::GATEWAY_CARD   => CardBox::html(),
					Ids::GATEWAY_WALLET => VaultedWallet::box_html(),
					default             => '',
				},
			);
		}
		return Templates::render(
			'checkout/payment',
			array(
				'methods'     => $list,
				'error'       => $error,
				'place_id'    => Ids::PLACE_ORDER,
				'place_label' => $place_label,
				'hidden'      => array( Ids::FIELD_FUNDING_SOURCE, Ids::FIELD_RESUME_ORDER ),
			)
		);
	}
}
