<?php
/**
 * The sample posts of the editor previews.
 *
 * @package Vitrine
 */

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\PreviewSamples;
use Vitrine\Events\PostType;
use Vitrine\Store\ProductRepository;
use Vitrine\Tests\TestCase;

/**
 * @covers \Vitrine\Blocks\PreviewSamples
 */
final class PreviewSamplesTest extends TestCase {

	public function test_samples_are_a_published_variable_product_a_plain_subscription_and_the_next_event(): void {
		$tomorrow = $this->create_post(
			array(
				'post_type'  => PostType::NAME,
				'post_title' => 'Morgen',
				'meta_input' => array( 'vitrine_start' => current_datetime()->modify( '+1 day' )->setTime( 9, 0 )->format( 'Y-m-d\TH:i' ) ),
			)
		)->ID;

		$samples = PreviewSamples::data();

		$this->assertSame( ProductRepository::POST_TYPE, get_post_type( $samples['product'] ) );
		$this->assertSame( 'publish', get_post_status( $samples['product'] ) );
		$this->assertSame( 'variable', get_post_meta( $samples['product'], '_vitrine_type', true ) );
		$this->assertSame( 'subscription', get_post_meta( $samples['subscription'], '_vitrine_type', true ) );
		$this->assertSame( 'publish', get_post_status( $samples['subscription'] ) );
		$this->assertSame( $tomorrow, $samples['event'] );
	}

	public function test_the_editor_gets_the_samples_as_a_global_before_the_store_script(): void {
		$scripts = wp_scripts();
		$this->assertNotFalse( $scripts->query( PreviewSamples::HANDLE, 'registered' ), 'the store script is registered on init' );
		$kept = $scripts->get_data( PreviewSamples::HANDLE, 'before' );

		PreviewSamples::enqueue();
		$before = implode( "\n", (array) $scripts->get_data( PreviewSamples::HANDLE, 'before' ) );
		$scripts->add_data( PreviewSamples::HANDLE, 'before', $kept );

		$this->assertStringContainsString( 'window.vitrinePreviewSamples = {"product":', $before );
	}
}
