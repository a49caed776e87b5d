<?php
/**
 * The shipping step of the first-run setup: what the shop charges now.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shop\Countries;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The seam between the setup and the shipping settings: the setup shows
 * the zones in use (ShippingSettings, the starter settings until the owner
 * saves) and links to *Einstellungen → Vitrine Versand* (ShippingPage),
 * whose editor (src/admin/shipping/, embeddable) may later take the
 * summary's place in the step.
 */
final class ShippingSummary {

	/**
	 * Each zone with the countries it serves and its methods in words.
	 *
	 * @return array<int, array{name: string, countries: string, methods: array<int, array{label: string, cost: string}>}>
	 */
	public static function zones(): array {
		$currency = Money::currency();
		return array_map(
			static fn( array $zone ): array => array(
				'name'      => (string) $zone['name'],
				'countries' => $zone['everywhere'] ? __( 'All other countries', 'vitrine' ) : implode( ', ', array_map( array( Countries::class, 'name' ), (array) $zone['countries'] ) ),
				'methods'   => array_map(
					static fn( array $method ): array => array(
						'label' => (string) $method['label'],
						'cost'  => ShippingPage::method_text( $method, $currency ),
					),
					(array) $zone['methods']
				),
			),
			ShippingSettings::get()['zones']
		);
	}

	/**
	 * The shipping settings' URL.
	 */
	public static function settings_url(): string {
		return ShippingPage::url();
	}
}
