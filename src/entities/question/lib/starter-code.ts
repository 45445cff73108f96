import type { TestSpec, TestValueType } from '../model/types';

/** The languages a question's starter code is written in: those the room runs in the browser. */
export const STARTER_CODE_LANGUAGES = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'typescript', label: 'TypeScript' },
  { id: 'python', label: 'Python' },
] as const;

export type StarterCodeLanguage = (typeof STARTER_CODE_LANGUAGES)[number]['id'];

type Signature = Pick<TestSpec, 'functionName' | 'parameters' | 'returnType'>;

const SCALARS: Record<'int' | 'float' | 'string' | 'bool', { typescript: string; python: string }> = {
  int: { typescript: 'number', python: 'int' },
  float: { typescript: 'number', python: 'float' },
  string: { typescript: 'string', python: 'str' },
  bool: { typescript: 'boolean', python: 'bool' },
};

/** `int[][]` as TypeScript (`number[][]`, also JSDoc's) or Python (`list[list[int]]`) writes it. */
function typeIn(type: TestValueType, language: 'typescript' | 'python'): string {
  const scalar = type.replace(/(\[\])+$/, '') as keyof typeof SCALARS;
  const depth = (type.length - scalar.length) / 2;
  const name = SCALARS[scalar][language];
  return language === 'typescript' ? `${name}${'[]'.repeat(depth)}` : `${'list['.repeat(depth)}${name}${']'.repeat(depth)}`;
}

/** The empty function a candidate starts from: the question's name, parameters and return type, in `language`. */
export function starterCode(signature: Signature, language: StarterCodeLanguage): string {
  const { functionName, parameters, returnType } = signature;
  switch (language) {
    case 'javascript': {
      const docs = [...parameters.map((parameter) => ` * @param {${typeIn(parameter.type, 'typescript')}} ${parameter.name}`), ` * @returns {${typeIn(returnType, 'typescript')}}`];
      return `/**\n${docs.join('\n')}\n */\nfunction ${functionName}(${parameters.map((parameter) => parameter.name).join(', ')}) {\n  // Your code here\n}\n`;
    }
    case 'typescript': {
      const list = parameters.map((parameter) => `${parameter.name}: ${typeIn(parameter.type, 'typescript')}`).join(', ');
      return `function ${functionName}(${list}): ${typeIn(returnType, 'typescript')} {\n  // Your code here\n}\n`;
    }
    case 'python': {
      const list = parameters.map((parameter) => `${parameter.name}: ${typeIn(parameter.type, 'python')}`).join(', ');
      return `def ${functionName}(${list}) -> ${typeIn(returnType, 'python')}:\n    # Your code here\n    pass\n`;
    }
  }
}
