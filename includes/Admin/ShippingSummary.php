<?php
/**
 * The shipping step of the first-run setup: what the shop charges now.
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Store\Money;
use Vitrine\Store\ShippingRules;
use Vitrine\Store\ShippingSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The seam between the setup and the shipping settings: the setup shows
 * these lines and links to the shipping settings' screen, whose editor
 * (src/admin/shipping/) may later be embedded in the step instead. When the
 * shipping rules change shape (zones, methods), only lines() changes.
 */
final class ShippingSummary {

	/** The shipping settings' page below Einstellungen; linked once it is registered. */
	public const PAGE = 'vitrine-shipping';

	/**
	 * The rates as the shop offers them: label and cost in the shop's currency.
	 *
	 * @return array<int, array{label: string, cost: string}>
	 */
	public static function lines(): array {
		$currency = Money::currency();
		$settings = ShippingSettings::get();
		$zone     = ShippingRules::zone_for( $settings['zones'], ShippingSettings::home_country() );
		// The home country's methods for an empty cart (a free-from method shows once reached).
		$rates = $zone ? ShippingRules::rates( $zone, array(), $settings['classes'], 0 ) : array();
		return array_map(
			static fn( array $rate ): array => array(
				'label' => $rate['label'],
				'cost'  => Money::format( $rate['cost'], $currency ),
			),
			$rates
		);
	}

	/**
	 * The shipping settings' URL, '' while no such screen is registered
	 * (known only once the admin menu is built, so the setup page asks).
	 */
	public static function settings_url(): string {
		return function_exists( 'menu_page_url' ) ? (string) menu_page_url( self::PAGE, false ) : '';
	}
}
