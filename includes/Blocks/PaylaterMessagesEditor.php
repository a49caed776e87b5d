<?php
/**
 * What the editor preview of vitrine/paylater-messages needs from the server.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Config\Style;
use Vitrine\Provider\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the block's editor script what the payment buttons' preview gets
 * (public client id, SDK address, currency, funding lists: the same SDK
 * load serves both previews) plus the shop's message style and placement
 * and whether messages are switched on. Never the secret. Editor only.
 */
final class PaylaterMessagesEditor {

	/**
	 * Handle WordPress gives the block's editorScript.
	 */
	public const HANDLE = 'vitrine-paylater-messages-editor-script';

	/**
	 * Global the editor script reads.
	 */
	public const GLOBAL_NAME = 'vitrinePaylaterMessagesEditor';

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
	 * @return array<string, mixed>
	 */
	public static function data( array $settings ): array {
		$settings = array_merge( Settings::defaults(), $settings );
		$buttons  = PaymentButtonsEditor::data( $settings );
		unset( $buttons['shopStyle'] );
		return $buttons + array(
			'enabled'       => (bool) $settings['messages_enabled'],
			'shopPlacement' => (string) $settings['messages_placement'],
			'shopStyle'     => Style::messages( $settings ),
		);
	}
}
