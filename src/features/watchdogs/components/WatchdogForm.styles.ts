import styled from 'styled-components';

export const FormBox = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid #ddd;
  border-radius: 6px;

  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }
  legend {
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  input[type='text'] {
    width: 8rem;
    padding: 0.35rem;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: #555;
  font-size: 0.875rem;
  flex-basis: 100%;
`;
