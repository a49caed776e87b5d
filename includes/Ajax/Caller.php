<?php
/**
 * Who is calling a shop endpoint.
 *
 * @package Vitrine
 */

namespace Vitrine\Ajax;

defined( 'ABSPATH' ) || exit;

/**
 * The logged-in user (0 for a guest) and the cart session key
 * (`user:{id}` or `guest:{token}`; '' for a guest without a session).
 */
final class Caller {

	/**
	 * @param int    $user_id Logged-in user, 0 for a guest.
	 * @param string $session Cart session key, '' when there is none.
	 */
	public function __construct( public readonly int $user_id, public readonly string $session ) {}
}
