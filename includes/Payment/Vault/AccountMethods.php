<?php
/**
 * My account → payment methods: adding a method without a purchase.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

use Vitrine\Payment\Config\Printer;
use Vitrine\Payment\Ids;
use Vitrine\Provider\Settings;
use Vitrine\Shared\Assets as SharedAssets;
use Vitrine\Shared\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * "Zahlungsmethode hinzufügen" (§2.6): the section under the list
 * of saved methods (filter `vitrine_account_payment_methods`, which the
 * account page applies) with the card fields in vault-setup mode and the
 * wallet's buttons in vault-only mode (`templates/account/payment-methods-add.php`,
 * script `vitrine-vault`). Shown only while vaulting is on. The page's §3.11
 * object is printed for it (the `preview` context: nothing else of the
 * payment script starts for it); the script is enqueued only here.
 */
final class AccountMethods {

	public const HANDLE = 'vitrine-vault';

	private const ENTRY = 'payment/vault';

	/**
	 * @param SharedAssets $assets The plugin's asset helper.
	 * @param string       $file   Plugin main file.
	 */
	public function __construct( private readonly SharedAssets $assets, private readonly string $file ) {}

	/**
	 * Wires the section into WordPress.
	 */
	public function hook(): void {
		add_action( 'init', array( $this, 'register' ), 6 );
		add_filter( 'vitrine_account_payment_methods', array( $this, 'section' ), 10, 2 );
	}

	/**
	 * Registers the script from its build output (nothing before a build).
	 */
	public function register(): void {
		$asset = $this->assets->asset( self::ENTRY );
		if ( null === $asset ) {
			return;
		}
		wp_register_script( self::HANDLE, plugins_url( 'build/' . self::ENTRY . '.js', $this->file ), $asset['dependencies'], $asset['version'], array( 'in_footer' => true ) );
		$this->assets->translate( self::HANDLE );
	}

	/**
	 * `vitrine_account_payment_methods`: appends the add section.
	 *
	 * @param mixed $html    The section so far.
	 * @param mixed $user_id The account's user.
	 */
	public function section( $html, $user_id = 0 ): string {
		$html = is_string( $html ) ? $html : '';
		if ( (int) $user_id <= 0 || empty( Settings::get()['vaulting'] ) ) {
			return $html;
		}
		Printer::booted()?->collect( Ids::CONTEXT_PREVIEW, array() );
		wp_enqueue_script( self::HANDLE );
		return $html . Templates::render(
			'account/payment-methods-add',
			array(
				'card_id'   => 'vitrine-vault-card',
				'wallet_id' => 'vitrine-vault-wallet',
				'wallet'    => ! empty( Settings::get()['method_wallet'] ?? true ),
			)
		);
	}
}
