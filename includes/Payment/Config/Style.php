<?php
/**
 * Button and message styles of §3.11, from the gateway settings.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Config;

use Vitrine\Payment\Ids;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: settings in, §3.11 style objects out.
 */
final class Style {

	/**
	 * The wallet's whole style (button.style, button.mini_cart_style).
	 *
	 * @param array<string, mixed> $s Settings.
	 * @return array{layout: string, shape: string, height: int, color: string, label: string}
	 */
	public static function button( array $s ): array {
		return array(
			'layout' => 'vertical',
			'shape'  => (string) $s['button_shape'],
			'height' => (int) $s['button_height'],
			'color'  => (string) $s['button_color'],
			'label'  => (string) $s['button_label'],
		);
	}

	/**
	 * §3.11 separate_buttons: the funding sources that render in a wrapper
	 * of their own, because their checkout method is switched on (the card
	 * button: `card`), each with its method as `id` (what the §2.7 display
	 * rules compare with the selected method), its wrapper and its style:
	 * only shape and height are passed through, except that pay-later adds
	 * the colour.
	 *
	 * @param array<string, mixed> $style The wallet's style (button()).
	 * @param array<string, mixed> $s     Settings (the METHOD_SWITCHES).
	 * @return array<string, array{id: string, wrapper: string, style: array<string, mixed>}>
	 */
	public static function separate_buttons( array $style, array $s ): array {
		$buttons = array();
		foreach ( Ids::SEPARATE_GATEWAYS as $source => $gateway ) {
			if ( empty( $s[ Ids::METHOD_SWITCHES[ $gateway ] ?? '' ] ) ) {
				continue;
			}
			$buttons[ $source ] = array(
				'id'      => $gateway,
				'wrapper' => Ids::selector( Ids::funding_wrapper( $source ) ),
				'style'   => self::separate( $style, $source ),
			);
		}
		return $buttons;
	}

	/**
	 * §3.11: a separate funding source's button keeps only shape and height
	 * of the wallet's style; pay-later also the colour.
	 *
	 * @param array<string, mixed> $style  The wallet's style.
	 * @param string               $source Funding source (§9.3).
	 * @return array<string, mixed>
	 */
	public static function separate( array $style, string $source ): array {
		$keys = Ids::FUNDING_PAYLATER === $source ? array( 'shape', 'height', 'color' ) : array( 'shape', 'height' );
		return array_intersect_key( $style, array_flip( $keys ) );
	}

	/**
	 * §3.11 messages.style, every part from the settings.
	 *
	 * @param array<string, mixed> $s Settings.
	 * @return array{layout: string, logo: array{type: string, position: string}, text: array{color: string, size: int, align: string}}
	 */
	public static function messages( array $s ): array {
		return array(
			'layout' => (string) $s['messages_layout'],
			'logo'   => array(
				'type'     => (string) $s['messages_logo'],
				'position' => (string) $s['messages_logo_position'],
			),
			'text'   => array(
				'color' => (string) $s['messages_color'],
				'size'  => (int) $s['messages_text_size'],
				'align' => (string) $s['messages_text_align'],
			),
		);
	}
}
