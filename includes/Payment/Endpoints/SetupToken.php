<?php
/**
 * §7.2 create_setup_token.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Payment\Vault\SavedMethods;

defined( 'ABSPATH' ) || exit;

/**
 * Starts saving a card (the card fields in vault-setup mode, §4.5, §4.10)
 * or the wallet (vault-only buttons) for a logged-in customer or a guest at
 * checkout. The setup token is started under the user's provider customer
 * id and with the shop's `verification_method` (3-D Secure) for cards;
 * answers `{id, status, approve_link}` (§7.2 reads data.id).
 */
final class SetupToken extends PaymentEndpoint {

	/**
	 * @param SavedMethods     $methods The vault service.
	 * @param PaymentTokenGate $gate    Switch and answers.
	 */
	public function __construct( private readonly SavedMethods $methods, private readonly PaymentTokenGate $gate = new PaymentTokenGate() ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return 'create_setup_token';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(
				'payment_method'      => PaymentTokenGate::payment_method(),
				'verification_method' => array(
					'type' => 'string',
					'enum' => array_merge( SavedMethods::VERIFICATION, array( '', 'NO_3D_SECURE' ) ),
				),
				'return_url'          => array(
					'type'      => 'string',
					'maxLength' => 2000,
				),
			),
		);
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		$this->gate->check_enabled();
		$kind   = PaymentTokenGate::KINDS[ (string) ( $input['payment_method'] ?? 'ppcp-credit-card-gateway' ) ] ?? 'card';
		$return = self::own_url( (string) ( $input['return_url'] ?? '' ) );
		return PaymentTokenGate::run(
			fn(): array => $this->methods->start( $caller->user_id, $caller->session, $kind, (string) ( $input['verification_method'] ?? '' ), $return )
		);
	}

	/**
	 * A return URL on this site only ('' otherwise): the wallet's approval
	 * page must not send the payer to another host.
	 *
	 * @param string $url URL.
	 */
	private static function own_url( string $url ): string {
		if ( '' === $url ) {
			return '';
		}
		$home = wp_parse_url( home_url() );
		$back = wp_parse_url( $url );
		if ( ! is_array( $home ) || ! is_array( $back ) || ( $back['host'] ?? '' ) !== ( $home['host'] ?? '' ) || ( $back['port'] ?? null ) !== ( $home['port'] ?? null ) || ! in_array( $back['scheme'] ?? '', array( 'http', 'https' ), true ) ) {
			return '';
		}
		return esc_url_raw( $url );
	}
}
