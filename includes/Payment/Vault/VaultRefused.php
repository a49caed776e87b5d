<?php
/**
 * A vault step that must not happen.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Vault;

defined( 'ABSPATH' ) || exit;

/**
 * Refusal of the vault service (a setup token or payment token that is not
 * the caller's, a provider answer that names another customer). The message
 * is German for the shopper; the code says why.
 */
final class VaultRefused extends \RuntimeException {

	/**
	 * @param string $error_code Machine code, e.g. vitrine_not_your_token.
	 * @param string $message    Shopper's message.
	 * @param int    $status     HTTP status for an endpoint.
	 */
	public function __construct( public readonly string $error_code, string $message, public readonly int $status = 403 ) {
		parent::__construct( $message );
	}
}
