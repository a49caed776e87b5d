<?php
/**
 * What the editor preview of vitrine/payment-buttons needs from the server.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Config\Script;
use Vitrine\Provider\Settings;
use Vitrine\Store\Money;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the block's editor script the provider's public client id, the SDK's
 * address, the currency and the shop's button style, so the preview (§2.4
 * `preview` context) loads live buttons without a request of its own. Never
 * the secret. Editor only: nothing of it reaches the front end.
 */
final class PaymentButtonsEditor {

	/**
	 * Handle WordPress gives the block's editorScript.
	 */
	public const HANDLE = 'vitrine-payment-buttons-editor-script';

	/**
	 * Global the editor script reads.
	 */
	public const GLOBAL_NAME = 'vitrinePaymentButtonsEditor';

	/**
	 * Adds the data before the block's editor script.
	 */
	public static function enqueue(): void {
		wp_add_inline_script( self::HANDLE, 'window.' . self::GLOBAL_NAME . ' = ' . wp_json_encode( self::data( Settings::get() ) ) . ';', 'before' );
	}

	/**
	 * The preview's data for some gateway settings.
	 *
	 * @param array<string, mixed> $settings Gateway settings (Settings::get()).
	 * @return array{clientId: string, sdkBaseUrl: string, currency: string, enableFunding: string, disableFunding: string, shopStyle: array<string, mixed>}
	 */
	public static function data( array $settings ): array {
		$settings = array_merge( Settings::defaults(), $settings );
		// The funding sources of the shop's pages (§3.11 url_params).
		$params = Script::url_params( $settings, Money::currency(), false );
		return array(
			'clientId'       => (string) $settings['client_id'],
			'sdkBaseUrl'     => Script::sdk_base_url( $settings ),
			'currency'       => Money::currency(),
			'enableFunding'  => $params['enable-funding'],
			'disableFunding' => $params['disable-funding'],
			'shopStyle'      => PaymentButtons::shop_style( $settings ),
		);
	}
}
