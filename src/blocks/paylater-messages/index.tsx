/**
 * Editor registration of vitrine/paylater-messages; block.json is the source of truth.
 */
/**
 * WordPress dependencies
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from '../../../blocks/paylater-messages/block.json';
import { Edit, type PaylaterMessagesAttributes } from './edit';

registerBlockType< PaylaterMessagesAttributes >(
	metadata as BlockConfiguration< PaylaterMessagesAttributes >,
	{ edit: Edit }
);
