<?php
/**
 * One family of webhook events.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Provider\ApiError;

defined( 'ABSPATH' ) || exit;

/**
 * A handler applies what the provider says NOW about the event's resource
 * (it reads it back), not what the event said when it was sent: so events
 * applied in any order, late or twice end in the provider's current state,
 * and a final state of ours (refunded, cancelled, expired) is never left.
 */
interface Handler {

	/**
	 * Event types this handler takes.
	 *
	 * @return string[]
	 */
	public function types(): array;

	/**
	 * Applies one verified event.
	 *
	 * @param Event $event The event.
	 * @throws ApiError When the provider cannot be read now (the event is then delivered again).
	 */
	public function handle( Event $event ): Outcome;
}
