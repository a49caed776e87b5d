<?php
/**
 * What the shop's endpoints share.
 *
 * @package Vitrine
 */

namespace Vitrine\Shop\Endpoints;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\EndpointError;
use Vitrine\Store\Store;
use Vitrine\Store\StoreException;

defined( 'ABSPATH' ) || exit;

/**
 * A shop endpoint talks to the store; the store's refusals (German, with a
 * code) become the endpoint's 400 answers, checkout errors with §7.2's
 * `errors` list and `refresh: false`.
 *
 * Permissions: these are the shopper's own cart and checkout, open to guests
 * by design (§6), so no capability beyond being the session's owner is
 * needed; the Router checks the nonce, which ties a POST to the user or
 * guest session, and the schema.
 */
abstract class ShopEndpoint implements Endpoint {

	/**
	 * @param Store $store The shop.
	 */
	public function __construct( protected readonly Store $store ) {}

	/** {@inheritDoc} */
	public function method(): string {
		return 'POST';
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return false;
	}

	/** {@inheritDoc} */
	final public function handle( array $input, Caller $caller ): mixed {
		try {
			return $this->answer( $input, $caller );
		} catch ( StoreException $error ) {
			$data = array();
			if ( $error->errors ) {
				$data = array(
					'errors'  => array_values( $error->errors ),
					'refresh' => false,
				);
			}
			throw new EndpointError( $error->getMessage(), $error->error_code, 400, $data );
		}
	}

	/**
	 * The answer's data.
	 *
	 * @param array<string, mixed> $input  Input, cast and bounded by the Router.
	 * @param Caller               $caller Who asks.
	 * @return mixed
	 * @throws StoreException When the store refuses.
	 * @throws EndpointError  For a refusal of the endpoint's own.
	 */
	abstract protected function answer( array $input, Caller $caller ): mixed;

	/**
	 * The caller's cart session, or the refusal when a guest has none yet.
	 *
	 * @param Caller $caller  Who asks.
	 * @param string $code    Error code.
	 * @param string $message German message.
	 * @throws StoreException When there is no session.
	 */
	protected static function session( Caller $caller, string $code, string $message ): string {
		if ( '' === $caller->session ) {
			throw new StoreException( $code, $message );
		}
		return $caller->session;
	}
}
