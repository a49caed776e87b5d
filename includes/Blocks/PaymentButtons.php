<?php
/**
 * The rules of a vitrine/payment-buttons block: its context, its wrapper and
 * its button style.
 *
 * @package Vitrine
 */

namespace Vitrine\Blocks;

use Vitrine\Payment\Config\Style;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Shared\FormInput;
use Vitrine\Store\ProductRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Pure rules (apart from context(), which reads the page): render.php and the
 * editor data call them, tests check them one by one.
 */
final class PaymentButtons {

	/**
	 * Allowed button layouts (the other choices are the gateway settings').
	 */
	public const LAYOUTS = array( 'vertical', 'horizontal' );

	/**
	 * The block's context and the page data of `vitrine_payment_context`.
	 *
	 * @param array<string, mixed> $attributes Block attributes (`context`: '' derives it from the page).
	 * @return array{0: string, 1: array<string, int>}
	 */
	public static function context( array $attributes ): array {
		$page   = array();
		$change = FormInput::id( $_GET['change_payment_method'] ?? null ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only: §2.5 marks the page, the §3.11 builder checks ownership.
		if ( $change > 0 ) {
			$page['change_payment_method'] = $change;
		}
		$post_id = (int) get_the_ID();
		if ( $post_id > 0 && ProductRepository::POST_TYPE === get_post_type( $post_id ) ) {
			$page['product_id'] = $post_id;
		}
		$context = is_string( $attributes['context'] ?? null ) ? $attributes['context'] : '';
		if ( '' === $context ) {
			$context = isset( $page['product_id'] ) ? Ids::CONTEXT_PRODUCT : Ids::CONTEXT_CHECKOUT;
		}
		return array( $context, $page );
	}

	/**
	 * Id of the element the wallet buttons of a context render into.
	 *
	 * @param string $context A §2.4 context.
	 */
	public static function wrapper_id( string $context ): string {
		return Ids::CONTEXT_MINI_CART === $context ? Ids::WRAPPER_MINI_CART : Ids::WRAPPER_BUTTONS;
	}

	/**
	 * The shop's wallet button style (§3.11 button.style) from the gateway
	 * settings.
	 *
	 * @param array<string, mixed> $settings Gateway settings (Settings::get()).
	 * @return array{layout: string, shape: string, height: int, color: string, label: string}
	 */
	public static function shop_style( array $settings ): array {
		$style           = Style::button( array_merge( Settings::defaults(), $settings ) );
		$style['height'] = self::clamp_height( $style['height'] );
		return $style;
	}

	/**
	 * The block's wallet style: its own choices over the shop's style (§3.11).
	 * An empty or invalid choice keeps the shop's value; a height is clamped to
	 * what the provider's SDK accepts.
	 *
	 * @param array<string, mixed> $shop_style Shop's style (shop_style()).
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function style( array $shop_style, array $attributes ): array {
		$choices = array(
			'layout' => self::LAYOUTS,
			'shape'  => Settings::CHOICES['button_shape'],
			'color'  => Settings::CHOICES['button_color'],
			'label'  => Settings::CHOICES['button_label'],
		);
		$style   = $shop_style;
		foreach ( $choices as $key => $allowed ) {
			$value = $attributes[ $key ] ?? null;
			if ( is_string( $value ) && in_array( $value, $allowed, true ) ) {
				$style[ $key ] = $value;
			}
		}
		$height = $attributes['height'] ?? null;
		if ( is_numeric( $height ) && is_finite( (float) $height ) ) {
			$style['height'] = (int) round( (float) $height );
		}
		if ( isset( $style['height'] ) ) {
			$style['height'] = self::clamp_height( (int) $style['height'] );
		}
		return $style;
	}

	/**
	 * Style of a separate funding-source button (§3.11): only shape and height
	 * of the wallet's style pass through, pay-later also keeps the colour.
	 *
	 * @param array<string, mixed> $style          Wallet style (style()).
	 * @param string               $funding_source Funding source (§9.3), e.g. 'card', 'paylater'.
	 * @return array<string, mixed>
	 */
	public static function separate_style( array $style, string $funding_source ): array {
		return Style::separate( $style, $funding_source );
	}

	/**
	 * separate_style() for each separate funding source.
	 *
	 * @param array<string, mixed> $style Wallet style.
	 * @return array<string, array<string, mixed>>
	 */
	public static function separate_styles( array $style ): array {
		$styles = array();
		foreach ( Ids::SEPARATE_FUNDING as $source ) {
			$styles[ $source ] = self::separate_style( $style, $source );
		}
		return $styles;
	}

	/**
	 * A height within the provider's limits (25–55 px).
	 *
	 * @param int $height Pixels.
	 */
	private static function clamp_height( int $height ): int {
		return max( Settings::HEIGHT_MIN, min( Settings::HEIGHT_MAX, $height ) );
	}
}
