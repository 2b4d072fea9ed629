/** What other modules use of model relations: the rule an advertisement's model obeys, and demo data. */
export { allModelIdsByBrand, isModelOfBrand, seedModelRelations } from './service.ts';
export { default } from './routes.ts';
