<?php
/**
 * Server rendering of vitrine/payment-buttons.
 *
 * The block is not built yet (see its issue): shoppers see nothing rather
 * than something that pretends to work.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
