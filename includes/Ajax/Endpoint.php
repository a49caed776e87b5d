<?php
/**
 * One shop call under /?wc-ajax={name} (§7.2).
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * An endpoint says what it accepts; the Router does the rest before
 * handle() runs: the HTTP method, the nonce of a POST, decoding the body and
 * checking, casting and bounding it against schema(), and the JSON answer
 * `{success, data}`. Endpoints are collected from the filter
 * `vitrine_ajax_endpoints` (a list of Endpoint).
 */
interface Endpoint {

	/**
	 * The name in the URL, e.g. "create_order".
	 */
	public function name(): string;

	/**
	 * "GET" or "POST"; a POST needs the nonce of Router::nonce( name() ).
	 */
	public function method(): string;

	/**
	 * JSON schema (type object) of the body, `nonce` left out: the Router
	 * validates the body against it and answers a 400 with a German message
	 * before handle() sees anything.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array;

	/**
	 * Whether the call starts a guest's cart session when there is none
	 * (calls that put something into the cart).
	 */
	public function starts_session(): bool;

	/**
	 * Answers the call.
	 *
	 * @param array<string, mixed> $input  Body, valid against schema() and cast to its types.
	 * @param Caller               $caller Who asks.
	 * @return mixed The answer's `data`.
	 * @throws EndpointError A refusal, with its German message.
	 */
	public function handle( array $input, Caller $caller ): mixed;
}
