<?php
/**
 * Provider orders only for the session that created them (bot traffic).
 *
 * @package Vitrine
 */

namespace Vitrine\Payment;

use Vitrine\Ajax\Caller;
use Vitrine\Ajax\Endpoint;
use Vitrine\Ajax\EndpointError;
use Vitrine\Provider\ErrorMessages;

defined( 'ABSPATH' ) || exit;

/**
 * Wraps a payment endpoint: for `creates`, notes the caller of the
 * provider order handle() answers (`data.id`); for `uses`, refuses, before
 * handle() runs, a call naming (`order_id`) a provider order whose note
 * names another caller — 404 with the same German message as a provider
 * order that is not the shop's, so the answer tells nothing about others.
 */
final class OwnedCalls implements Endpoint {

	public const CREATES = 'creates';
	public const USES    = 'uses';

	/**
	 * @param Endpoint $inner The wrapped endpoint.
	 * @param string   $role  self::CREATES or self::USES.
	 */
	public function __construct( private readonly Endpoint $inner, private readonly string $role ) {}

	/** {@inheritDoc} */
	public function name(): string {
		return $this->inner->name();
	}

	/** {@inheritDoc} */
	public function method(): string {
		return $this->inner->method();
	}

	/** {@inheritDoc} */
	public function schema(): array {
		return $this->inner->schema();
	}

	/** {@inheritDoc} */
	public function starts_session(): bool {
		return $this->inner->starts_session();
	}

	/** {@inheritDoc} */
	public function handle( array $input, Caller $caller ): mixed {
		if ( self::USES === $this->role ) {
			$id = is_string( $input['order_id'] ?? null ) ? $input['order_id'] : '';
			if ( '' !== $id && Owners::belongs_to_another( $id, $caller ) ) {
				throw new EndpointError(
					__( 'This payment belongs to no order of this shop. Please start again.', 'vitrine' ),
					ErrorMessages::SHOW_MESSAGE,
					404,
					array( 'error' => 'vitrine_unknown_provider_order' )
				);
			}
			return $this->inner->handle( $input, $caller );
		}
		$answer = $this->inner->handle( $input, $caller );
		if ( is_array( $answer ) && is_string( $answer['id'] ?? null ) ) {
			Owners::record( $answer['id'], $caller );
		}
		return $answer;
	}
}
