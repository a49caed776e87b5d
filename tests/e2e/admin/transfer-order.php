<?php
/**
 * Places a guest's order of two mugs (30,70 €) by bank transfer on the e2e
 * site, as the checkout form would, without a browser; prints the order's
 * ID and key (for its order-received page). Run by admin-helpers.ts:
 *
 *   php transfer-order.php SITE_DIR SITE_URL
 *
 * @package Vitrine
 */

require __DIR__ . '/e2e-site.php';

$vitrine_order = vitrine_e2e_mug_order( 'bacs', 'Paula', 'Überweisung', 'paula@example.org' );
echo (int) $vitrine_order->id . ' ' . $vitrine_order->order_key; // phpcs:ignore WordPress.Security.EscapeOutput -- a CLI script's output.
