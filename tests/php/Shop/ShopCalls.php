<?php
/**
 * Calls of the shop endpoints through the Router, as a guest.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Shop;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Request;
use Vitrine\Ajax\Router;
use Vitrine\Shop\Module;

/**
 * Needs StoreFixtures' store().
 */
trait ShopCalls {

	/**
	 * The Router with the shop's endpoints over the test store.
	 *
	 * @param string $session Cart session of the caller.
	 * @param int    $user_id Logged-in user.
	 */
	protected function shop_router( string $session, int $user_id = 0 ): Router {
		$endpoints = array();
		foreach ( Module::shop_endpoints( $this->store() ) as $endpoint ) {
			$endpoints[ $endpoint->name() ] = $endpoint;
		}
		return new Router( $endpoints, static fn( bool $start ): Caller => new Caller( $user_id, $session ) );
	}

	/**
	 * Calls an endpoint as the guest self::GUEST: a POST with a JSON body and
	 * the endpoint's nonce (unless the body brings a `nonce`), a GET with the
	 * body as its query.
	 *
	 * @param string               $name   Endpoint.
	 * @param array<string, mixed> $body   Body.
	 * @param string               $method HTTP method.
	 * @return array{status: int, body: array{success: bool, data: mixed}}
	 */
	protected function call( string $name, array $body = array(), string $method = 'POST' ): array {
		$router = $this->shop_router( self::GUEST );
		if ( 'POST' !== $method ) {
			return $router->answer( new Request( $name, $method, '', '', $body ) );
		}
		if ( ! array_key_exists( 'nonce', $body ) ) {
			$body['nonce'] = Router::nonce( $name );
		}
		return $router->answer( Request::json( $name, $body ) );
	}
}
