<?php
/**
 * Hands a verified event to its handler, once.
 *
 * @package Vitrine
 */

namespace Vitrine\Payment\Webhooks;

use Vitrine\Payment\Services;
use Vitrine\Provider\ApiError;
use Vitrine\Store\Claims;
use Vitrine\Store\PaymentTokenRepository;
use Vitrine\Store\SubscriptionRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Idempotent by event id: an event recorded in the EventLog is answered
 * `duplicate` without being applied again; while one delivery of an event
 * is being applied, a parallel delivery of the same event is told to come
 * again (a Claim per event id, so two PHP workers never apply it at once);
 * an event whose handling failed (the provider could not be read) is not
 * recorded, so its next delivery applies it. Types without a handler are
 * acknowledged and ignored (not recorded).
 */
final class Dispatcher {

	/** Seconds one delivery may hold an event before another may take it over. */
	private const CLAIM_TTL = 60;

	/**
	 * @var array<string, Handler>
	 */
	private array $by_type = array();

	/**
	 * @param Handler[] $handlers One per event family.
	 * @param EventLog  $log      Events applied.
	 * @param Claims    $claims   Claims.
	 */
	public function __construct( array $handlers, private readonly EventLog $log, private readonly Claims $claims ) {
		foreach ( $handlers as $handler ) {
			foreach ( $handler->types() as $type ) {
				$this->by_type[ $type ] = $handler;
			}
		}
	}

	/**
	 * The handlers of the payment services.
	 *
	 * @param Services $services Services.
	 */
	public static function of( Services $services ): self {
		$captures = new CaptureEvents( $services->store, $services->orders, $services->capture );
		$ledger   = apply_filters( 'vitrine_webhook_refund_ledger', null );
		return new self(
			array_merge(
				array( $captures ),
				// Refund events only where the refunds module records refunds.
				$ledger instanceof RefundLedger ? array( new RefundEvents( $services->store, $services->payments, $captures, $ledger ) ) : array(),
				array(
					new VaultEvents( new PaymentTokenRepository() ),
					new SubscriptionEvents( $services->store, $services->subscriptions, new SubscriptionRepository() ),
				)
			),
			new EventLog(),
			new Claims()
		);
	}

	/**
	 * Event types with a handler.
	 *
	 * @return string[]
	 */
	public function types(): array {
		return array_keys( $this->by_type );
	}

	/**
	 * Applies an event once.
	 *
	 * @param Event $event A verified event.
	 * @return Outcome|null The outcome; null while another delivery of it is being applied.
	 * @throws ApiError When the provider cannot be read now (deliver again).
	 */
	public function dispatch( Event $event ): ?Outcome {
		$handler = $this->by_type[ $event->type ] ?? null;
		if ( ! $handler ) {
			return Outcome::ignored( 'event type not handled' );
		}
		$seen = $this->log->outcome_of( $event->id );
		if ( null !== $seen ) {
			return Outcome::unchanged( 'duplicate', array( 'duplicate' => true ) );
		}
		$claim = 'webhook:' . $event->id;
		if ( ! $this->claims->claim( $claim, self::CLAIM_TTL ) ) {
			// Another delivery holds it: applied meanwhile (a duplicate), or still at work.
			return null === $this->log->outcome_of( $event->id ) ? null : Outcome::unchanged( 'duplicate', array( 'duplicate' => true ) );
		}
		try {
			$outcome = $handler->handle( $event );
		} catch ( \Throwable $error ) {
			$this->claims->release( $claim );
			throw $error;
		}
		$this->log->remember( $event, $outcome );
		$this->claims->complete( $claim, $outcome->status, self::CLAIM_TTL );
		return $outcome;
	}
}
