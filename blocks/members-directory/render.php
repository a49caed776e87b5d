<?php
/**
 * Server rendering of vitrine/members-directory: the first page of members
 * (or the page in the query string), enhanced by view.js.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 * @var WP_Block             $block      Block instance.
 */

defined( 'ABSPATH' ) || exit;

// phpcs:ignore WordPress.Security.NonceVerification -- a read-only filter state (§2.1).
$vitrine_query = $_GET;
echo Vitrine\Memberships\DirectoryRenderer::html( $attributes, (int) ( $block->context['postId'] ?? get_the_ID() ), $vitrine_query ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped inside.
