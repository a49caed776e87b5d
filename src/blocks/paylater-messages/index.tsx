/**
 * Editor registration of vitrine/paylater-messages; block.json is the source of truth.
 */
import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

import metadata from '../../../blocks/paylater-messages/block.json';
import { NotConfigured } from '../../shared/not-configured';

registerBlockType( metadata as BlockConfiguration, { edit: NotConfigured } );
