<?php
/**
 * Server rendering of vitrine/members-directory.
 *
 * The block is not built yet (see its issue): shoppers see nothing rather
 * than something that pretends to work; editors see a note.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Blocks\NotSetUp::html(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
