<?php
/**
 * Server rendering of vitrine/subscription-first-payment.
 *
 * The block is not built yet (see its issue): shoppers see nothing rather
 * than something that pretends to work.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
