import { useQuery } from "@apollo/client/react";
import { Select } from "antd";
import { useEffect, useState } from "react";
import { graphql } from "../../gql";

/** A chosen restaurant as the multi-select keeps it: its id and the name it showed. */
export interface ChosenRestaurant {
  value: string;
  label: string;
}

/** The restaurants offered, by name; `search` matches the name or address. */
const AdminRestaurantPickerDocument = graphql(`
  query AdminRestaurantPicker($search: String) {
    adminRestaurants(search: $search, limit: 50) {
      items {
        id
        name
      }
    }
  }
`);

/** How long typing rests before the search is sent. */
const SEARCH_DELAY_MS = 300;

interface RestaurantPickerProps {
  /** Given by Form.Item: the chosen restaurants with the names they were chosen by. */
  value?: ChosenRestaurant[];
  onChange?: (value: ChosenRestaurant[]) => void;
  id?: string;
  placeholder: string;
  notFound: string;
}

/**
 * Several restaurants (an API key's, a webhook's), found by typing part of a name (the server searches, 50 at most, so a
 * town of thousands still answers at once). Each choice keeps the name it was chosen by, so it
 * stays readable when a later search no longer lists it.
 */
export function RestaurantPicker({ value = [], onChange, id, placeholder, notFound }: RestaurantPickerProps) {
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData, loading } = useQuery(AdminRestaurantPickerDocument, { variables: { search: search === "" ? null : search } });
  const found = (data ?? previousData)?.adminRestaurants.items ?? [];

  return (
    <Select<ChosenRestaurant[]>
      id={id}
      mode="multiple"
      labelInValue
      value={value}
      onChange={(chosen) => onChange?.(chosen.map(({ value: restaurantId, label }) => ({ value: restaurantId, label: String(label) })))}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      options={found.map((restaurant) => ({ value: restaurant.id, label: restaurant.name }))}
      loading={loading}
      placeholder={placeholder}
      notFoundContent={loading ? undefined : notFound}
      style={{ width: "100%" }}
    />
  );
}
