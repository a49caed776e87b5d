<?php
/**
 * Prints the wallets' page object where checkout or pay-now renders.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Wallets;

use Vitrine\Payment\Config\Printer as ConfigPrinter;
use Vitrine\Payment\Ids;

defined( 'ABSPATH' ) || exit;

/**
 * After the §3.11 object (wp_footer, priority 6), once per page, when the
 * page's main context is checkout or pay-now and a wallet is switched on:
 * `<script type="application/json" id="vitrine-wallets-config">`. JSON
 * data, never executed, loading nothing.
 */
final class Printer {

	/** Id of the element. */
	public const ELEMENT = 'vitrine-wallets-config';

	/**
	 * Whether the object has been printed on this page.
	 *
	 * @var bool
	 */
	private bool $printed = false;

	/**
	 * @param \Closure(): array<string, mixed> $settings Provider settings.
	 */
	public function __construct( private readonly \Closure $settings ) {}

	/**
	 * Wires the printer into WordPress.
	 */
	public function hook(): void {
		add_action( 'wp_footer', array( $this, 'print' ), 6 );
	}

	/**
	 * The object for this page, or null.
	 *
	 * @param string|null $context The page's main payment context.
	 * @return array<string, mixed>|null
	 */
	public function config( ?string $context ): ?array {
		if ( ! in_array( $context, array( Ids::CONTEXT_CHECKOUT, Ids::CONTEXT_PAY_NOW ), true ) ) {
			return null;
		}
		return PageConfig::build( ( $this->settings )(), wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES ) );
	}

	/**
	 * Prints the object once.
	 */
	public function print(): void {
		if ( $this->printed ) {
			return;
		}
		$config = $this->config( ConfigPrinter::booted()?->main_context() );
		if ( null === $config ) {
			return;
		}
		$this->printed = true;
		// JSON_HEX_TAG and JSON_HEX_AMP: no "</script>" or "<!--" can end the element early.
		wp_print_inline_script_tag(
			(string) wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			array(
				'type' => 'application/json',
				'id'   => self::ELEMENT,
			)
		);
	}

	/**
	 * A new page starts (tests render several in one process).
	 */
	public function reset(): void {
		$this->printed = false;
	}
}
