/**
 * Editor registration of vitrine/payment-buttons; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/payment-buttons/block.json';
import { Edit, type PaymentButtonsAttributes } from './edit';

registerBlockType< PaymentButtonsAttributes >(
	metadata as BlockConfiguration< PaymentButtonsAttributes >,
	{ edit: Edit }
);
