<?php
/**
 * Fresh nonces for a page served from a full-page cache.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\Router;

defined( 'ABSPATH' ) || exit;

/**
 * `GET /?wc-ajax=refresh_nonces` answers `{ajax: {name: {endpoint, nonce}}}`
 * — the §3.11 `ajax` object — with nonces made now for the caller's own
 * session, as WordPress' `admin-ajax.php?action=rest-nonce` does for the
 * REST nonce. The shop-call client (src/store/api/) asks it once when a call
 * is refused with `vitrine_invalid_nonce` and retries that call, so a page
 * cached a day ago still pays. It writes nothing and starts no session (a
 * guest without a cart cookie gets the nonces of "no session", which open
 * no one's cart); it is a GET without a nonce, like cart_script_params, and
 * another site cannot read its answer (no CORS). The answer is never cached
 * (the Router sends no-cache headers).
 */
final class Nonces implements Endpoint {

	public const NAME = 'refresh_nonces';

	/** {@inheritDoc} */
	public function name(): string {
		return self::NAME;
	}

	/** {@inheritDoc} */
	public function method(): string {
		return 'GET';
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return array(
			'type'       => 'object',
			'properties' => array(),
		);
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return false;
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		return array( 'ajax' => Router::links() );
	}
}
