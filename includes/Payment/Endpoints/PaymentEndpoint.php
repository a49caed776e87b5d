<?php
/**
 * What the payment calls of §7.2 have in common.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Endpoints;

use Vitrine\Ajax\Endpoint;

defined( 'ABSPATH' ) || exit;

/**
 * Every payment call is a POST with its nonce, and none starts a guest's
 * cart session: paying needs a cart that is already there.
 */
abstract class PaymentEndpoint implements Endpoint {

	/** {@inheritDoc} */
	final public function method(): string {
		return 'POST';
	}

	/** {@inheritDoc} */
	final public function starts_session(): bool {
		return false;
	}
}
