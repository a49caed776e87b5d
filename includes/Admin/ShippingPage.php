<?php
/**
 * The shipping settings screen (Einstellungen → Vitrine Versand).
 *
 * @package Vitrine
 */

namespace Vitrine\Admin;

use Vitrine\Shared\Assets;
use Vitrine\Shop\Countries;
use Vitrine\Store\Money;
use Vitrine\Store\ShippingRules;

defined( 'ABSPATH' ) || exit;

/**
 * A page below Einstellungen for `manage_options`. The server renders the
 * settings in use as a summary (what the page shows before its script runs,
 * or without it); the React editor (src/admin/shipping.tsx, handle
 * `vitrine-shipping`) takes that element over, reading its first state from
 * `data-config` (ShippingController::state()), and saves through the REST
 * route of ShippingController.
 */
final class ShippingPage {

	public const SLUG = 'vitrine-shipping';

	/** The editor's script. */
	public const SCRIPT = 'vitrine-shipping';

	/**
	 * @param Assets $assets The built scripts.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Hooks the page and its route in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'rest_api_init', array( new ShippingController(), 'register' ) );
	}

	/**
	 * The page's URL.
	 */
	public static function url(): string {
		return admin_url( 'options-general.php?page=' . self::SLUG );
	}

	/**
	 * Adds the page below Einstellungen.
	 */
	public function add_page(): void {
		$hook = add_options_page( __( 'Vitrine: shipping', 'vitrine' ), __( 'Vitrine Shipping', 'vitrine' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * The editor's script and the components' styles, on this page only.
	 */
	public function enqueue(): void {
		$asset = $this->assets->asset( 'admin/shipping' );
		if ( ! $asset ) {
			return;
		}
		$assets = $this->assets;
		add_action(
			'admin_enqueue_scripts',
			static function () use ( $asset, $assets ): void {
				wp_enqueue_script( self::SCRIPT, plugins_url( 'build/admin/shipping.js', VITRINE_FILE ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
				$assets->translate( self::SCRIPT );
				wp_enqueue_style( 'wp-components' );
			}
		);
	}

	/**
	 * Renders the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
		echo self::content(); // phpcs:ignore WordPress.Security.EscapeOutput -- content() escapes.
		echo '</div>';
	}

	/**
	 * The editor's element: the first state for the script, the summary
	 * for the first paint.
	 */
	public static function content(): string {
		$state = ShippingController::state();
		return sprintf(
			'<div id="vitrine-shipping" data-config="%1$s">%2$s</div>',
			esc_attr( (string) wp_json_encode( $state ) ),
			self::summary( $state['settings'], $state['currency'] )
		);
	}

	/**
	 * The settings as text: each zone with its countries and methods.
	 *
	 * @param array<string, mixed> $settings ShippingSettings::get().
	 * @param string               $currency ISO 4217 code.
	 */
	public static function summary( array $settings, string $currency ): string {
		$html = '<p>' . esc_html__( 'Shipping zones are checked from top to bottom: the first zone that lists the country of the shipping address applies. Countries no zone lists are not delivered to.', 'vitrine' ) . '</p>';
		foreach ( $settings['zones'] as $zone ) {
			$names  = array_map( array( Countries::class, 'name' ), $zone['countries'] );
			$html  .= '<h2>' . esc_html( $zone['name'] ) . '</h2><p>' . esc_html( $zone['everywhere'] ? __( 'All other countries', 'vitrine' ) : implode( ', ', $names ) ) . '</p><ul>';
			foreach ( $zone['methods'] as $method ) {
				$html .= '<li>' . esc_html( $method['label'] . ': ' . self::method_text( $method, $currency ) ) . '</li>';
			}
			$html .= '</ul>';
		}
		$html .= '<noscript><p>' . esc_html__( 'Editing the shipping settings needs JavaScript.', 'vitrine' ) . '</p></noscript>';
		return $html;
	}

	/**
	 * What a method costs, in words.
	 *
	 * @param array<string, mixed> $method   A method.
	 * @param string               $currency ISO 4217 code.
	 */
	public static function method_text( array $method, string $currency ): string {
		return match ( $method['type'] ) {
			/* translators: %s: minimum order value */
			ShippingRules::FREE   => (int) $method['min_amount'] > 0 ? sprintf( __( 'free from %s', 'vitrine' ), Money::format( (int) $method['min_amount'], $currency ) ) : __( 'free', 'vitrine' ),
			/* translators: %s: amount */
			ShippingRules::PICKUP => sprintf( __( 'pickup, %s', 'vitrine' ), Money::format( (int) $method['cost'], $currency ) ),
			default               => Money::format( (int) $method['cost'], $currency ),
		};
	}
}
